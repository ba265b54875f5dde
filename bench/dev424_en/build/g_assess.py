"""Genre: Choice / initial assessment."""
from doc import Phi
import blocks as B
import sections as S
import pools_text as PT

GENRE = "choice_assessment"


def build(c, d, v):
    rng, cty = c.rng, c.cty
    c.hstyle = rng.randint(0, 2)
    c1 = c.staff("pract", rng.choice(["nurse", "psychologist", "social_worker", "ot"]))
    c2 = c.staff("psychiatrist") if rng.random() < 0.4 else c.staff("pract2", rng.choice(["psychologist", "nurse"]))
    title = rng.choice(["CHOICE APPOINTMENT", "INITIAL ASSESSMENT", "Choice Assessment (CAPA)",
                        "First Appointment - Assessment Summary", "Generic Assessment"])
    d.w("{t} - {team}\n", v, t=title)
    B.banner(d, c, v)
    video = rng.random() < 0.25
    d.w("Date: {idx}   Time: {tm}   ", v, tm=B.time(rng))
    if video:
        d.w("Mode: video ({p}); YP joined from home, connection {ip}\n", v,
            p=rng.choice(["Attend Anywhere", "MS Teams", "Zoom for Healthcare", "healthdirect Video Call"]),
            ip=cty.ip())
    else:
        d.w("Venue: {base}, room {r}\n", v, r=Phi(str(rng.randint(1, 14)) + rng.choice(["", "", "A", "B"]),
                                                  "LOCATION_OTHER"))
    d.w("Clinicians: {a} ({aj}); {b} ({bj})\n", a=c1.full(), aj=c1.job, b=c2.full(), bj=c2.job)
    d.w("Present: {pt_f}, {crel} {carer_f}", v)
    if c.sibs and rng.random() < 0.4:
        s = c.sibs[0]
        d.w(", {r} {n} (aged {a}) for first 10 min", r=s.rel_short, n=s.f(), a=c.age_phi(s.age))
    d.add("\n")
    if B.language(c) != "English" and rng.random() < 0.6:
        d.w("Interpreter: {i} (telephone, {org})\n", i=c.person("FAMILY").full(),
            org=Phi(rng.choice(["LinguaLink", "Tongues Direct", "Bridge Interpreting"]), "ORGANIZATION"))
    d.add(rng.choice(["Confidentiality and its limits explained; both agreed.\n",
                      "Limits of confidentiality discussed. Consent to share with GP/school obtained.\n"]))
    S.head(d, c, "Reason for referral")
    d.w("Referred by {r} on {ref_d}. ", v, r=rng.choice(["GP", "school", "school nurse", "paediatrics", "self"]))
    d.w(rng.choice(PT.REASON[c.problem]) + "\n", v)
    S.head(d, c, "Young person's view")
    d.add(rng.choice([
        "'I just want to feel normal again.' Finds mornings hardest. ",
        "Says school is 'the worst part', feels everyone is watching. ",
        "Reluctant to talk initially, more open when seen alone. ",
        "Feels mum worries too much but agrees things have got worse. ",
    ]))
    d.w("Main worries: {s}.\n", s=", ".join(rng.sample(PT.SYMPTOMS[c.problem], 3)))
    S.head(d, c, "Parent / carer view")
    d.w("{Crel} describes {pt_f} as " + rng.choice(["kind and sensitive", "always a worrier", "bright, stubborn",
                                                   "a happy child until last year"]) + ". ", v)
    d.add(rng.choice(["Main concern is safety at night. ", "Worried about school attendance. ",
                      "Feels they are walking on eggshells. ", "Wants a diagnosis to get support in school. "]))
    d.add("\n")
    S.head(d, c, "Developmental history")
    S.developmental(d, c, v)
    S.head(d, c, "Family and social")
    S.family_social(d, c, v)
    S.head(d, c, "Education")
    S.education(d, c, v)
    S.head(d, c, "Physical health")
    S.physical(d, c, v)
    S.substances(d, c, v)
    if rng.random() < 0.3:
        d.add(rng.choice(["Forensic: nil.\n", "Forensic: police caution for shoplifting last year.\n",
                          "Forensic: no contact with police.\n"]))
    S.head(d, c, "Mental state examination")
    S.mse(d, c, v, rng.randint(4, 8))
    S.head(d, c, "Outcome measures")
    S.measures(d, c, v, rng.randint(2, 4))
    S.head(d, c, "Risk")
    S.risk_summary(d, c, v)
    if rng.random() < 0.6:
        S.head(d, c, "Formulation")
        S.formulation(d, c, v)
    S.head(d, c, "Plan")
    S.plan(d, c, v)
    d.add("\n")
    if rng.random() < 0.5:
        B.signature(d, c, c1, v, lic=rng.random() < 0.5)
    else:
        B.esign(d, c, c1, c.rel(rng.randint(0, 3)))
    if rng.random() < 0.35:
        B.footer(d, c, v, c1)
