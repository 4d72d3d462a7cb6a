"""Prompts for identity checks and speed: grounded (the answer copies from the prompt: code
edits, summaries of a given text, lists), open-ended, and README's main-job prompt."""

from __future__ import annotations

_TEXT = (
    "The Amazon rainforest covers much of the Amazon basin of South America. The basin "
    "encompasses seven million square kilometres, of which five and a half million are "
    "covered by the rainforest. The region includes territory belonging to nine nations."
)
_CODE = (
    "def mean(xs):\n    total = 0\n    for x in xs:\n        total += x\n    return total / "
    "len(xs)\n\n\ndef variance(xs):\n    m = mean(xs)\n    total = 0\n    for x in xs:\n"
    "        total += (x - m) ** 2\n    return total / len(xs)\n"
)

# The default prompt of scripts/main.sh, README's main job (tests check the two agree).
MAIN_JOB = (
    "The capital of France is Paris. The capital of Germany is Berlin. The capital of Italy is"
)

GROUNDED = [
    f"Text: {_TEXT}\nSummarise the text in one sentence: The Amazon rainforest",
    f"Text: {_TEXT}\nQuestion: How many nations share the region? Answer:",
    f"{_CODE}\n# The same functions with the parameter renamed from xs to values:\ndef mean(values):",  # noqa: E501
    f"{_CODE}\n# Rewrite variance to use sum():\ndef variance(xs):",
    f"{_CODE}\n# Add type hints:\ndef mean(xs: list[float]) -> float:",
    MAIN_JOB,
    "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return a - b\n\ndef mul(a, b):\n",
    "Repeat after me: the quick brown fox jumps over the lazy dog. The quick brown fox",
    "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,",
    "Monday, Tuesday, Wednesday, Thursday,",
    "for i in range(10):\n    print(i)\nfor j in range(10):\n",
    "Summary of the text: The cat sat on the mat. The dog sat on the log. Summary:",
    "<ul>\n<li>apple</li>\n<li>banana</li>\n<li>",
    "SELECT name FROM users WHERE age > 30; SELECT name FROM users WHERE",
    "a b c d e f g h i j k l m n o p",
    "import os\nimport sys\nimport json\nimport time\nimport",
    "class Point:\n    def __init__(self, x, y):\n        self.x = x\n        self.y = y\n\n"
    "class Point3:\n    def __init__(self, x, y, z):\n",
    "Q: What is 2 + 2? A: 4. Q: What is 3 + 3? A: 6. Q: What is 4 + 4? A:",
    "January, February, March, April, May,",
    "red, orange, yellow, green, blue,",
    "<|im_start|>user\nCopy this sentence exactly: speculative decoding must equal greedy "
    "decoding.<|im_end|>\n<|im_start|>assistant\n",
    "Name: Alice\nAge: 30\nCity: Paris\n\nName: Bob\nAge: 25\nCity:",
    "x = [1, 2, 3]\ny = [4, 5, 6]\nz = [7, 8, 9]\nw =",
    "git add .\ngit commit -m 'fix'\ngit push\ngit add .\ngit commit -m",
    "The quick brown fox jumps over the lazy dog. " * 3,
]
OPEN = [
    "Once upon a time,",
    "The best way to learn programming is",
    "Water boils at",
    "My favourite food is",
    "In 1492, Columbus",
    "The theory of relativity says",
    "How do airplanes fly?",
    "The weather today is",
    "A good night's sleep",
    "Photosynthesis is the process",
    "The most important invention of the twentieth century was",
    "Explain what a compiler does.",
    "Write a haiku about the sea.",
    "The history of Rome begins",
    "Why is the sky blue?",
    "Dear hiring manager,",
    "The three laws of motion are",
    "A recipe for pancakes:",
    "The difference between a virus and a bacterium is",
    "In the year 2050,",
    "The stock market",
    "My advice to a new programmer is",
    "The planets of the solar system are",
    "A short story about a robot:",
    "The meaning of life is",
]
ALL = GROUNDED + OPEN

PREFIXES = ("", "Note: ", "Q: ", "> ")


def many(n: int) -> list[str]:
    """The first n of len(PREFIXES) * len(ALL) = 200 prompts: ALL under each prefix in turn."""
    texts = [f"{pre}{p}" for pre in PREFIXES for p in ALL]
    if not 1 <= n <= len(texts):
        raise ValueError(f"have {len(texts)} prompts, asked for {n}")
    return texts[:n]
