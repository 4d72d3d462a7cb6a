"""speccc.templates: jinja2 templates of generated files (the deploy loader, the manifest).

In the repository this is the top-level folder templates/; installed, it is speccc.templates.
"""
