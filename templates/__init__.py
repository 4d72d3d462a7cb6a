"""speccc.templates: jinja2 templates of generated files (the deploy loader, the manifest).

In the repository this is the top-level folder templates/; installed, it is speccc.templates.
"""

# The deploy loader's TVM runtime (load.py's `load(path, runtime)`): "auto", the full `tvm`
# package's runtime where it is importable, else the libraries bundled with the artifact;
# "bundled", those libraries even where tvm is installed, for a process that never imports tvm
# (its import takes ~1 s; once the bundled runtime is loaded a later `import tvm` aborts the
# process). speccc.runtime.artifact takes the choice from the environment variable below; the
# speccc CLI sets it to "bundled" unless the user set it. The generated load.py gets the tuple
# rendered in (it imports nothing of speccc's).
LOADER_RUNTIMES = ("auto", "bundled")
LOADER_RUNTIME_ENV = "SPECCC_TVM_RUNTIME"
