"""Genre: care plan review (CPA / CAPA partnership review)."""
from doc import Phi
import blocks as B
import pools_text as PT
import pools_clin as PC

GENRE = "care_plan_review"


def build(c, d, v):
    rng, cty = c.rng, c.cty
    cc = c.staff("pract", rng.choice(["nurse", "psychologist", "social_worker", "ot"]))
    cons = c.staff("psychiatrist")
    t = rng.choice(["CARE PLAN REVIEW", "CPA Review", "Partnership Review (CAPA)", "Treatment Plan Review",
                    "Care and Treatment Review - Community"])
    d.w("{t}\n{team}\n\n", v, t=t)
    B.banner(d, c, v)
    last = c.rel(-rng.randint(40, 120))
    d.w("Review date: {idx}   Previous review: {last}   Review no.: {n}\n", v, last=last, n=str(rng.randint(2, 6)))
    d.w("Care coordinator: {cc}   Responsible clinician: {Dr} {cons}\n", v, cc=cc.full(), cons=cons.full())
    d.w("Legal status: {s}\n", s=rng.choice(["informal", "informal (consent by YP and parent)",
                                             "CTO not applicable - informal", "voluntary"]))
    d.add("\nATTENDEES\n")
    d.w("- {pt_f} (young person)\n- {crel} {carer} \n".replace(" \n", "\n"), v)
    d.w("- {n}, {j}\n", n=cc.full(), j=cc.job)
    if rng.random() < 0.6:
        d.w("- {Dr} {n}, {j}\n", v, n=cons.l(), j=cons.job)
    if rng.random() < 0.6:
        d.w("- {senco}, SENCo, {school} (via Teams)\n", v)
    if rng.random() < 0.4:
        d.w("- {sw}, Social Worker, {council}\n", v)
    d.w("Apologies: {gp_formal} ({gpw})\n", v)
    d.add("\n1. PROGRESS SINCE LAST REVIEW\n")
    d.w(rng.choice([
        "{pt_f} has attended {n}/{m} CBT sessions. Panic attacks reduced from daily to ~1/week. Managed bus to school twice.",
        "Mood slightly improved per {crel}; still sleeping late. Self-harm reduced - last episode {lsh}. Started fluoxetine {fd}.",
        "Weight restored to 92% mBMI. Eating 3 meals + 2 snacks with support; challenging lunch at school.",
        "Attendance up from 40% to 71%. Graded return plan working; PE still avoided.",
        "Rituals reduced (handwashing now ~10x/day). Family have reduced accommodation.",
        "Slow progress; missed 3 appointments over the holidays. Re-engaged after text reminders."]) + "\n", v,
        n=str(rng.randint(4, 10)), m=str(rng.randint(10, 14)), lsh=c.rel(-rng.randint(5, 60)),
        fd=c.rel(-rng.randint(30, 120)))
    d.add("\n2. GOALS (Goal Based Outcomes, 0-10)\n")
    d.add("%-48s %-8s %-5s\n" % ("Goal (in YP's words)", "Start", "Now"))
    for g in rng.sample(PT.GOALS[c.problem], min(3, len(PT.GOALS[c.problem]))):
        a = rng.randint(0, 4)
        d.add("%-48s %-8d %-5d\n" % (g[:48], a, min(10, a + rng.randint(0, 6))))
    d.add("\n3. OUTCOME MEASURES\n")
    for name, sub, (lo, hi) in PC.scales_for(rng, c.problem, rng.randint(2, 3)):
        if hi > 6:
            a = rng.randint((lo + hi) // 2, hi)
            b = max(lo, a - rng.randint(-2, (hi - lo) // 2))
            d.add("%s %s: %d -> %d\n" % (name, sub, a, b))
    d.add("C-GAS: %d -> %d\n" % (rng.randint(35, 50), rng.randint(45, 70)))
    d.add("\n4. CURRENT INTERVENTIONS / MEDICATION\n")
    d.add("- %s\n" % rng.choice(PT.INTERVENTION[c.problem]))
    for cls in rng.sample(["ssri", "sleep", "adhd", "physical", "prn"], rng.randint(0, 2)):
        d.add("- %s\n" % PC.med_line(rng, cls))
    if rng.random() < 0.5:
        d.add("- Also noted: %s\n" % rng.choice(PC.HARD_NEG_LONG))
    d.add("\n5. RISK REVIEW\n")
    d.add("%s %s\n" % (rng.choice(["Risk reduced since last review.", "Risk remains moderate.",
                                   "Static risk factors unchanged; dynamic risk lower."]),
                       rng.choice(["Safety plan updated today.", "No ED attendances this period.",
                                   "One ED attendance (superficial cut, sutured)."])))
    d.add("\n6. CARER'S NEEDS\n")
    d.w(rng.choice(["{Crel} offered carer's assessment - accepted. Referred to {charity}.",
                    "{Crel} finding it hard - works nights as {a}{prof}; signposted to parent peer support.",
                    "No additional needs identified today."] +
                   (["Sibling {sib} ({sa}) struggling - young carers referral to {charity}."] if c.sibs else []))
        + "\n", v,
        a=B.art(c.carer.prof.text) if isinstance(c.carer.prof, Phi) else "a ",
        prof=c.carer.prof if isinstance(c.carer.prof, Phi) else Phi("care assistant", "PROFESSION"),
        sib=c.sibs[0].f() if c.sibs else c.friend.f(),
        sa=c.age_phi(c.sibs[0].age) if c.sibs else c.age_phi(c.age - 2))
    d.add("\n7. CRISIS AND CONTINGENCY PLAN\n")
    d.w("In hours: {team} duty line {team_tel}. Out of hours: crisis team {ct} or {ed}. {emerg} in an emergency.\n",
        v, ct=cty.phone("land"))
    d.add("\n8. ACTIONS\n")
    d.add("%-52s %-22s %s\n" % ("Action", "Owner", "By"))
    acts = [("Continue CBT - 6 further sessions", cc.f()),
            ("Medication review", [cty.t("Dr") + " ", cons.l()]),
            ("Update school support plan", v["senco_t"]),
            ("Send copy of plan to GP", v["gp_formal"] if False else cc.f()),
            ("Carer's assessment", v["carer_f"]),
            ("Re-rate RCADS / SDQ", cc.f()),
            ("Refer to dietitian", c.staff("dietitian").full())]
    for a, who in rng.sample(acts, rng.randint(3, 5)):
        d.add("%-52s " % a)
        d.w("{w}", w=who)
        d.add(" " * max(2, 23 - B.tlen(who)))
        d.w("{dt}\n", dt=c.rel(rng.randint(7, 60)))
    d.w("\nNext review: {nx} at {base}\n", v, nx=c.rel(rng.randint(60, 120), rng.choice([None, "dmy_long"])))
    d.w("Young person's comments: '{q}'\n", q=rng.choice(["it's going ok", "I want to finish sooner",
                                                          "I like seeing " + "my worker", "dunno", "better than before"]))
    d.add("\n")
    B.signature(d, c, cc, v, lic=rng.random() < 0.6)
    B.cc_block(d, c, v, rng.sample(["carer", "gp", "school", "sw", "file"], rng.randint(2, 4)))
    if rng.random() < 0.3:
        B.footer(d, c, v, cc)
