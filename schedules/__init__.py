"""speccc.schedules: how each op family's kernels are made per target (rules), and the plans.

Layering: speccc.ir -> speccc.ops -> speccc.schedules -> speccc.passes / speccc.compiler; this
package imports speccc.ops, never the other way. The rule contract is in
speccc.schedules.rule; the per-target rule lists in speccc.schedules.registry.

In the repository this is the top-level folder schedules/; installed, it is speccc.schedules.
"""
