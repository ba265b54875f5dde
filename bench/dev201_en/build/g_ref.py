"""Genre (own choice): primary care referral letter to paediatric outpatients."""
import common as C
import gen
import pools
from ctx import Ctx
from gen import Doc, P
from kw import base_kw

REASONS = [
    ("faltering growth", "Weight has crossed two centile lines downwards (from the {p1} to the {p2}) over the last {n} months "
     "despite dietetic input. Stools loose 3-4 times daily. Coeliac serology sent."),
    ("recurrent abdominal pain", "Periumbilical pain most mornings for {n} months, worse before school, no weight loss, no "
     "nocturnal symptoms, no blood PR. Missed {m} days of school this term."),
    ("heart murmur", "Soft systolic murmur heard at the left sternal edge at routine review, louder when febrile. "
     "Asymptomatic, feeding well, no cyanosis."),
    ("suspected coeliac disease", "tTG-IgA {t} U/mL (ref <7) with normal total IgA. Bloating and intermittent diarrhoea."),
    ("nocturnal enuresis", "Wets the bed {m} nights a week, never dry at night, dry by day. Alarm tried for 3 months "
     "without success. Urinalysis negative."),
    ("headaches", "Headaches {m} times per week for {n} months, frontal, no early morning vomiting, normal fundoscopy."),
    ("early puberty", "Breast budding noted by {rel}; growth velocity increased. Bone age not yet done."),
    ("constipation not responding to treatment", "On Movicol Paediatric 2-4 sachets daily for {n} months with ongoing "
     "soiling; passed a very large stool blocking the toilet."),
]


def build(rng, country, lower):
    ctx = Ctx(rng, country, lower, (200, 16 * 365))
    d = Doc(lower, ctx.country)
    kw = base_kw(ctx, rng)
    us = ctx.us
    gp = ctx.clin(rng.choice(["MD", "DO", "MD, FAAP", "FNP-C"]) if us else rng.choice(["MICGP", "MICGP", "MB BCh BAO MICGP"]))
    cons = ctx.clin("MD" if us else rng.choice(["FRCPI", "MRCPI"]))
    reason, detail = rng.choice(REASONS)
    C.letter_head(ctx, d, rng, clinic=True)
    d.t("\n")
    d.line("{dt}", dt=ctx.dt(0, rng.choice([ctx.dstyle, "us_long" if us else "ie_ord"])))
    d.t("\n")
    if rng.random() < 0.5:
        d.line("{c}", c=ctx.dr(cons, "dr_fl"))
        d.line("{x}", x="Pediatric Specialty Clinic" if us else "Consultant Paediatrician")
    else:
        d.line("The {x}", x="Pediatric Referral Coordinator" if us else "Paediatric Outpatients Department")
    d.line("{h}", h=kw["hosp"])
    d.line("{a}", a=ctx.site_address())
    if not us and rng.random() < 0.5:
        d.line("Sent via Healthlink; message ID {m}", m=P(gen.digits(rng, 9), "IDNUM"))
    if us and rng.random() < 0.5:
        d.line("Referral #{r}   Prior auth: {a}", r=P(gen.digits(rng, 8), "IDNUM"), a=P("PA" + gen.digits(rng, 9), "IDNUM"))
    d.t("\n")
    d.line("Dear {x},", x=ctx.dr(cons, "dr_last") if rng.random() < 0.6 else "Colleague")
    d.t("\n")
    d.line("Re: {n}   DOB: {dob}", n=ctx.pt.n(rng.choice(["fl", "fml", "LF"])), dob=kw["dob"])
    d.w("     ")
    d.line("{a}", a=ctx.address())
    if us:
        d.line("     Insurance: {i}, member ID {m}{x}", i=P(ctx.insurer, "ORGANIZATION") if rng.random() < 0.6 else "Medicaid",
               m=P(ctx.plan, "HEALTHPLAN"), x=rng.choice(["", ["; SSN on file ", P(ctx.ssn, "SSN")]]))
    else:
        d.line("     {l}: {m}{x}", l=rng.choice(["Medical card", "GMS no.", "GP visit card"]), m=P(ctx.plan, "HEALTHPLAN"),
               x=rng.choice(["", ["; PPSN ", P(ctx.ssn, "SSN")]]))
    d.line("     Parent contact: {g} ({rel}) {p}", g=kw["cgfl"], rel=kw["rel"], p=P(ctx.guardian.phone, "PHONE"))
    d.t("\n")
    d.w("Thank you for seeing this {age} {sex}, ", age=kw["age"], sex=kw["sex"])
    d.w("whom I would be grateful if you could assess for {r}. ", r=reason)
    d.line("{u}", u=rng.choice(["I would consider this routine.", "I would appreciate an urgent appointment.",
                                "The family are anxious and I would be grateful for an early appointment.",
                                "Soon, please."]))
    d.t("\n")
    kw.update({"p1": C.pctl(rng), "p2": C.pctl(rng), "n": str(rng.randint(2, 18)), "m": str(rng.randint(2, 6)),
               "t": str(rng.randint(20, 200))})
    d.line(detail, **kw)
    d.line(rng.choice(["{pt} is otherwise well.", "{pt} was born at term with no neonatal problems.",
                                "Past history of bronchiolitis requiring admission to {hosp} in infancy.",
                                "{pt} has mild eczema and is otherwise well."]), pt=kw["pt"], hosp=kw["hosp"])
    d.t("\n")
    d.line("Examination today: weight {w} kg, height {h} cm. {x}", w="%.1f" % C.growth(ctx.age_m, rng, ctx.pt.sex)[0],
           h="%.1f" % C.growth(ctx.age_m, rng, ctx.pt.sex)[1],
           x={"heart murmur": "HS I+II+ soft systolic murmur grade 2/6 LSE, no radiation.",
              "early puberty": "Tanner stage B2 P1.",
              "headaches": "Fundi normal, no focal neurology, BP normal."}.get(
               reason, rng.choice(["Abdomen soft, non-tender, no masses.", "No abnormality detected."])))
    meds = C.meds_list(ctx, rng)
    d.line("Current medication: {m}", m="; ".join(meds) if meds else "nil")
    d.line("Allergies: {a}", a=rng.choice(C.ALLERGIES))
    if rng.random() < 0.6:
        d.line("Bloods {dt} (lab no. {l}): Hb {hb}, ferritin {f}, CRP {c}, TSH {t}, {x}.", dt=ctx.dt(-rng.randint(3, 40)),
               l=P("%s%s" % (rng.choice(["", "B", "H"]), gen.digits(rng, 8)), "IDNUM"), hb="%.1f" % rng.uniform(10, 14),
               f=str(rng.randint(6, 90)), c=rng.choice(["<1", "3", "12"]), t="%.2f" % rng.uniform(0.8, 4.5),
               x=rng.choice(["coeliac screen negative", "U&E normal", "LFTs normal", "vitamin D 38 nmol/L"]))
    d.t("\n")
    d.w("Social: lives with {rel} and {orel} in {c}", rel=kw["rel"], orel=kw["orel"], c=kw["city"])
    if ctx.age_y >= 4:
        d.w("; attends {s}", s=kw["school"])
    d.t(". ")
    d.line(rng.choice(["{Rel} works as a {j}.", "Father works abroad ({j}) and is home monthly.",
                                "Family recently moved from {c2}.", "No social concerns."]),
           Rel=kw["rel"].capitalize(), j=kw["cgjob"],
           c2=P(rng.choice(["Poland", "Nigeria", "England", "Brazil", "India", "Canada"]) if not us else
                rng.choice(["Mexico", "Puerto Rico", "Canada", "Ireland"]), "COUNTRY"))
    d.t("\n")
    d.line("Many thanks for your help with {pt}'s care. Please contact me if further information is needed.", pt=kw["pt"])
    d.t("\n")
    d.line(rng.choice(["Yours sincerely,", "Kind regards,", "Sincerely,", "Best wishes,"]))
    d.t("\n")
    d.line("{n}", n=ctx.dr(gp, rng.choice(["fl_cred", "dr_fl"])))
    d.line("{c}", c=kw["clinic"])
    if rng.random() < 0.6:
        C.license_line(ctx, d, gp, rng)
    if rng.random() < 0.5:
        d.line("Direct line: {p}   Secure e-mail: {e}", p=P(ctx.site_phone() + (gen.ext(rng) if rng.random() < 0.5 else ""), "PHONE"),
               e=P(gen.email_for(rng, gp.first, gp.last), "EMAIL"))
    if rng.random() < 0.3:
        d.line("Typed by {t}", t=ctx.clin("secretary").n(rng.choice(["fl", "fi_last"])))
    return d, ctx
