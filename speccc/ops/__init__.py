"""Op families: one file per family (speccc/ops/<family>.py, its FAMILY object), listed once in
speccc.ops.registry. The contract of a family is in speccc.ops.family."""
