"""Genre: risk assessment and safety plan."""
from doc import Phi
import blocks as B
import pools_text as PT
import pools_places as PP

GENRE = "risk_assessment_safety_plan"
PROBLEMS = ["selfharm", "selfharm", "depression", "eating", "trauma", "anxiety"]

METHODS = [("cut L forearm (sharpener blade)", "none - self-managed"),
           ("cut thighs x6 superficial", "steri-strips by school nurse"),
           ("OD 16 x paracetamol 500 mg", "ED {acute}, NAC not required"),
           ("OD 8 x sertraline 50 mg + alcohol", "ED, obs 6 h"),
           ("ligature (scarf) - interrupted", "ED, medically cleared"),
           ("scratching/picking wrists", "none"),
           ("burning with lighter, L wrist", "GP dressing"),
           ("head-banging against wall", "none"),
           ("OD 20 x ibuprofen 200 mg", "paeds admission 1 night on {pw}"),
           ("swallowed batteries x2", "ED, X-ray, passed")]


def history_table(d, c, v):
    rng = c.rng
    d.add("\nSELF-HARM HISTORY\n")
    d.add("%-12s %-38s %-36s\n" % ("Date", "Method", "Medical attention"))
    days = sorted(rng.sample(range(3, 400), rng.randint(2, 5)), reverse=True)
    for dd in days:
        m, a = rng.choice(METHODS)
        d.w("{dt}", dt=c.rel(-dd, "dmy_slash" if c.code != "CA" else "iso"))
        d.add("   %-38s " % m)
        d.w(a + "\n", v, pw=c.paed_ward)


def formal(d, c, v):
    rng, cty = c.rng, c.cty
    clin = c.staff("pract", rng.choice(["nurse", "psychologist", "social_worker"]))
    d.w("{t}\n", t=rng.choice(["CAMHS RISK ASSESSMENT AND MANAGEMENT PLAN", "Clinical Risk Assessment (CAMHS)",
                               "RISK FORMULATION & SAFETY MANAGEMENT PLAN"]))
    B.banner(d, c, v)
    d.w("Completed by: {n}, {j}   Date: {idx}   Next review: {rv}\n", v, n=clin.full(), j=clin.job,
        rv=c.rel(rng.choice([14, 28, 42, 90])))
    d.w("Care coordinator: {n}   Consultant: {Dr} {cn}\n", v, n=clin.full(), cn=c.staff("psychiatrist").l())
    d.add("\nSources: YP interview, %s, school, previous records.\n" % v["crel"])
    history_table(d, c, v)
    d.add("\nCURRENT PRESENTATION\n")
    d.w(rng.choice(PT.REASON[c.problem]) + "\n", v)
    d.add("Suicidal ideation: %s\n" % rng.choice(
        ["daily passive thoughts, no current plan or intent", "active SI last week with plan (OD), now denies intent",
         "denies", "intermittent, 'when things get bad'; reasons for living: pets, sister"]))
    d.add("C-SSRS screen: %s\n" % rng.choice(["Q1-Q2 yes, Q3-Q5 no, Q6 yes (past 3 months)",
                                             "positive for ideation without method", "negative"]))
    d.add("Access to means: %s\n" % rng.choice(
        ["medicines now locked in safe; blades removed by parents", "family unable to lock meds - advised",
         "no firearms in home; rural property, shotgun licence held by grandfather - locked cabinet"]))
    d.add("\nRISK FACTORS: %s\n" % "; ".join(rng.sample(PT.RISKFACT, 4)))
    d.w("PROTECTIVE FACTORS: " + "; ".join(rng.sample(PT.PROTECTIVE, 3)) + "\n", v)
    d.add("RISK TO OTHERS: %s\n" % rng.choice(["nil", "verbal aggression to sibling", "threw phone at mum once"]))
    d.w("RISK FROM OTHERS: {x}\n", v, x=rng.choice([
        "none identified",
        ["older boyfriend (", c.friend2.full(), ", ", Phi(str(rng.randint(18, 23)), "AGE"), ") - CSE screening tool completed, referral to MASH"],
        "online contact with unknown adults - police aware",
        ["bullying by peers at ", c.school]]))
    d.add("\nFORMULATION\n")
    d.w("{pt_f} is a {age}-year-old {yp} whose self-harm appears to function as ", v)
    d.add(rng.choice(["a way of managing overwhelming emotion", "self-punishment linked to shame",
                      "communication of distress when not heard"]) + ". ")
    d.add("Risk is heightened by %s and mitigated by %s.\n" % (
        rng.choice(["conflict at home and alcohol", "sleep loss", "exam stress", "anniversaries"]),
        rng.choice(["family supervision and engagement", "strong link with school", "hope about the future"])))
    d.add("\nMANAGEMENT PLAN\n")
    hoy = v["hoy_t"]
    acts = [("Weekly sessions with care coordinator", [clin.f()]),
            ("Medication to be held and dispensed by parent", [v["carer_f"]]),
            ("School safety plan / exit card", [hoy]),
            ("Medical review re fluoxetine", [cty.t("Dr") + " ", c.staff("psychiatrist").l()]),
            ("Share plan with GP", [v["gp_formal"]]),
            ("Out of hours: crisis team / " + v["ed"], [v["team"]])]
    for a, who in rng.sample(acts, rng.randint(3, 6)):
        d.w("- {a} -> {w}\n", a=a, w=who)
    d.w("\nShared with: {crel}, {gpw}, school ({dt}).\n", v, dt=c.rel(rng.randint(0, 3)))
    B.esign(d, c, clin, c.d())


def safety_plan(d, c, v):
    rng, cty = c.rng, c.cty
    clin = c.staff("pract", rng.choice(["nurse", "psychologist"]))
    d.w("{t}\n", t=rng.choice(["MY SAFETY PLAN", "My Safety Plan", "Keeping Safe Plan", "SAFETY PLAN"]))
    d.w("Name: {pt_f}   Date made: {idx}   Made with: {n} ({team})\n", v, n=clin.f())
    d.add("\n1. Things that tell me I'm not OK (warning signs)\n")
    for w in rng.sample(PT.WARNING, 3):
        d.add("   - %s\n" % w)
    d.add("\n2. Things I can do on my own to help\n")
    for w in rng.sample(PT.COPING, 4):
        d.w("   - " + w + "\n", v)
    d.add("\n3. People and places that take my mind off things\n")
    d.w("   - {friend_f} and {friend2_f}\n", v)
    d.w("   - my {granrel}'s house on {st}\n", v, st=Phi("%s %s" % (rng.choice(PP.STREET_WORDS),
                                                                 rng.choice(PP.STREET_KINDS[c.code])), "STREET"))
    d.w("   - {pl}\n", pl=rng.choice([[Phi(rng.choice(PP.LANDMARKS), "LOCATION_OTHER"), " (walk the dog)"],
                                      [v["club"] + " at ", v["charity"]], "the library", "the skate park"]))
    d.add("\n4. People I can ask for help\n")
    d.w("   - {Crel} ({carer_f}) {carer_mob}\n", v)
    if rng.random() < 0.6:
        d.w("   - {crel2} {carer2_mob}\n", v)
    d.w("   - {friend_f} {m}\n", v, m=cty.phone("mobile"))
    d.w("   - {hoy_t} at school (Head of Year)\n", v)
    d.add("\n5. Professionals I can contact\n")
    d.w("   - {team} (Mon-Fri 9-5): {team_tel}\n", v)
    d.w("   - Crisis team (24/7): {ct}\n", v, ct=cty.phone("land"))
    d.w("   - My {gpw}: {gp_formal}, {practice_tel}\n", v)
    d.add("   - %s\n" % ", ".join(cty.helplines()[:3]))
    d.w("   - If I am in danger: {emerg} or go to {ed}\n", v)
    d.add("\n6. Making my space safer\n")
    d.add("   %s\n" % rng.choice(["Mum keeps all tablets in a locked box. I gave my blades to Dr/my worker.",
                                 "Dad has removed paracetamol from the house. Razors kept in parents' room.",
                                 "I will delete the accounts that show self-harm pics.",
                                 "Belts and cords - discussed, family aware."]))
    d.add("\n7. My reasons to keep going\n")
    d.add("   %s\n" % rng.choice(["my little brother", "my dog", "going to college to do animal care",
                                 "my nan", "seeing my favourite band live", "my friends"]))
    d.w("\nCopies: {pt_f}, {crel}, school (with consent), {gpw}. Review by {rv}.\n", v, rv=c.rel(28))
    if rng.random() < 0.5:
        d.w("Uploaded to record by {u} {dt}\n", u=clin.username(rng), dt=c.d())


def build(c, d, v):
    if c.rng.random() < 0.55:
        formal(d, c, v)
    else:
        safety_plan(d, c, v)
