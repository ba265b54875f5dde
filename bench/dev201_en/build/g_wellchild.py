"""Genre: well-child visit with growth table."""
import common as C
import pools
import gen
from ctx import Ctx
from gen import Doc, P
from kw import base_kw, sibling_phrase

SCHED_M = [0, 1, 2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60, 72, 84, 96, 108,
           120, 132, 144, 156, 168, 180, 192, 204]

DEV = [
    (2, "Social smile, coos, lifts head 45 degrees prone, follows past midline."),
    (4, "Laughs, rolls front to back, brings hands to midline, holds head steady."),
    (6, "Sits with support, babbles, transfers objects, rolls both ways."),
    (9, "Pulls to stand, says mama/dada nonspecifically, pincer grasp emerging, stranger anxiety present."),
    (12, "Cruising, 1-3 words, waves bye-bye, points to request."),
    (18, "Walks well, runs stiffly, ~10-20 words, points to 2 body parts, scribbles."),
    (24, "Runs, kicks ball, 2-word phrases, >50 words, parallel play."),
    (36, "Pedals tricycle, 3-word sentences, 75% intelligible to strangers, copies circle."),
    (60, "Hops on one foot, counts to 10, draws person with 6 parts, dresses self."),
    (120, "Doing well academically per parent; reads chapter books; rides bike."),
    (999, "Age-appropriate; independent in self-care."),
]

GUIDANCE = {
    "infant": ["Back to sleep, firm flat surface, no bumpers", "Rear-facing car seat",
               "Water heater <120 F / avoid scalds", "Vitamin D supplementation if breastfed",
               "No honey in the first year", "Iron-rich solids when developmentally ready", "Never shake a baby; coping with crying reviewed"],
    "toddler": ["Toddler-proof home; poison control number given", "Rear-facing car seat as long as possible",
                "Brush teeth BID with rice-grain of fluoride toothpaste", "Limit screen time",
                "Whole milk 16-24 oz/day max", "Read together daily"],
    "school": ["Booster seat until 4'9\"", "Helmet for bike/scooter", "60 min physical activity daily",
               "Screen time plan", "Dental visits q6 months", "Water safety / swim lessons"],
    "teen": ["Seat belt always", "No texting while driving", "Sleep 8-10 h", "Sunscreen",
             "Discussed confidentiality", "Healthy relationships", "Vaping and alcohol risks"],
}


CONCERNS = {
    "infant": ["{Mum} worried about spit-ups after every feed; no forceful vomiting.",
               "Question about flat spot on back of head.", "Cradle cap.",
               "Parent reports hard stools every 3 days."],
    "toddler": ["{Mum} concerned about picky eating; eats mostly pasta and yogurt.",
                "Concerned about speech; {pt} says fewer words than cousin.",
                "Tantrums at bedtime.", "Question about snoring; no witnessed apneas."],
    "school": ["Eczema flares in winter, using emollient BID.", "Bedwetting 2-3 nights/week.",
               "Teacher at {school} raised attention concerns.", "Recurrent abdominal pain before school."],
    "teen": ["Asking about sports clearance for {school} soccer.", "Acne on face and back.",
             "Irregular periods." , "Trouble falling asleep; on phone late."],
}
VACS = {
    "infant": ["DTaP-IPV-Hib-HepB #2, PCV15 #2, RV #2 given today.",
               "6-in-1, PCV and MenB given in GP surgery today.", "HepB #2 given."],
    "toddler": ["MMR #1, varicella #1, HepA #1 given today. VIS provided.",
                "MMR and Hib/MenC booster given.", "DTaP #4 and HepA #2 given."],
    "school": ["DTaP-IPV #5, MMR #2, varicella #2 given.", "4-in-1 and MMR #2 given in school programme per parent."],
    "teen": ["Tdap, MenACWY #1, HPV #1 administered.", "HPV #2 given.", "MenACWY booster given."],
}


def band(age_m):
    return "infant" if age_m < 12 else "toddler" if age_m < 48 else "school" if age_m < 144 else "teen"


def build(rng, country, lower):
    ctx = Ctx(rng, country, lower, rng.choice([(12, 50), (55, 700), (55, 700), (720, 6 * 365), (6 * 365, 17 * 365),
                                               (6 * 365, 17 * 365)]))
    d = Doc(lower, ctx.country)
    kw = base_kw(ctx, rng)
    doc = ctx.clin(rng.choice(["MD", "DO", "MD, FAAP", "CPNP", "PNP-BC"]) if ctx.us else
                   rng.choice(["MICGP", "MB BCh BAO", "MRCPI"]))
    am = ctx.age_m
    if rng.random() < 0.55:
        C.letter_head(ctx, d, rng, clinic=True)
        d.t("\n")
    else:
        d.line("{c} -- {x}", c=P(ctx.clinic, "HOSPITAL"),
               x=rng.choice(["Well Child Check", "Health Maintenance", "WCC"]) if ctx.us
               else rng.choice(["Child Health Check", "Developmental Review", "Well Child Review"]))
    wcv = "WELL CHILD VISIT" if ctx.us else "CHILD HEALTH REVIEW"
    if am < 1:
        d.line("NEWBORN / 2-WEEK " + wcv)
    elif am < 24 and rng.random() < 0.8:
        d.line("{a}-MONTH " + wcv, a=P(str(am), "AGE"))
    elif rng.random() < 0.6:
        d.line("{a}-YEAR " + wcv, a=P(str(ctx.age_y), "AGE"))
    else:
        d.line(rng.choice(["ANNUAL ", "ROUTINE "]) + wcv)
    C.pt_header(ctx, d, rng, fields=rng.choice([("name", "dob", "mrn"), ("name", "dob", "age", "sex"),
                                                ("name", "mrn", "dob", "plan")]))
    d.line("Date of service: {v}   Provider: {p}", v=kw["today"], p=ctx.dr(doc))
    if ctx.us and rng.random() < 0.5:
        d.line("Insurance: {i}  Member ID {m}  Group {g}", i=P(ctx.insurer, "ORGANIZATION"),
               m=P(ctx.plan, "HEALTHPLAN"), g=P(gen.group_no(rng), "HEALTHPLAN"))
    elif ctx.us and rng.random() < 0.5:
        d.line("Coverage: Medicaid, ID {m}", m=P(ctx.plan, "HEALTHPLAN"))
    elif not ctx.us and rng.random() < 0.5:
        d.line("{c}: {m}", c=rng.choice(["GP visit card", "Medical card", "GMS no."]),
               m=P(ctx.plan, "HEALTHPLAN"))
    g = ctx.guardian
    k = rng.randint(0, 3)
    if k == 0:
        d.line("Accompanied by: {rel} ({n})", rel=kw["rel"], n=g.n("fl"))
    elif k == 1:
        d.line("Here with {rel} {n} and {orel} {o}.", rel=kw["rel"], n=g.n("first"), orel=kw["orel"],
               o=ctx.other_parent.n("first"))
    elif k == 2:
        gm = ctx.adult("F", "grandmother")
        d.line("Brought in by maternal grandmother {n}, who has guardianship; consent form on file.",
               n=gm.n("fl"))
        kw["rel"], kw["orel"] = "maternal grandmother", "grandfather"
    else:
        d.line("Historian: {rel}, reliable.", rel=kw["rel"])
    d.t("\n")
    # growth table
    d.line(rng.choice(["GROWTH", "Growth parameters", "ANTHROPOMETRICS", "GROWTH CHART DATA"]))
    hc = am < 36
    hdr = "Date         Age      Wt (kg)   %s (cm)   %sBMI" % ("Length" if am < 24 else "Height",
                                                             "HC (cm)   " if hc else "")
    d.line(hdr)
    d.line("-" * len(hdr))
    prev = [m for m in SCHED_M if m < am - 0 and (am - m) <= (60 if am > 60 else 30)]
    prev = prev[-rng.randint(2, 5):] if prev else []
    rows = prev + [am]
    fw, fh = rng.uniform(0.86, 1.16), rng.uniform(0.96, 1.04)
    for m in rows:
        dt = gen.add_days(gen.add_months(ctx.dob, m), rng.randint(0, 9)) if m != am else ctx.visit
        if m == am:
            dt = ctx.visit
        w, h, c = C.growth(m, rng, ctx.pt.sex, fw, fh)
        bmi = w / ((h / 100.0) ** 2)
        if m == 0:
            agep = ["birth  "]
        elif m < 24:
            agep = [P(str(m), "AGE"), " mo".ljust(7 - len(str(m)) + 3)]
        else:
            y = m // 12
            agep = [P(str(y), "AGE"), " y".ljust(7 - len(str(y)) + 3)]
        d.w("{dt}  ", dt=ctx.D(dt))
        d.add(agep)
        d.t("%-9s %-13s %s%.1f\n" % (("%.2f" % w) if w < 10 else ("%.1f" % w), "%.1f" % h,
                                     ("%-9.1f " % c) if hc else "", bmi))
    w, h, c = C.growth(am, rng, ctx.pt.sex)
    d.line("Percentiles today ({std}): weight {a}, {l} {b}{hc}{bmi}.",
           std="WHO" if am < 24 or not ctx.us else "CDC", a=C.pctl(rng),
           l="length" if am < 24 else "height", b=C.pctl(rng),
           hc=(", HC " + C.pctl(rng)) if hc else "",
           bmi=(", BMI " + C.pctl(rng)) if am >= 24 else "")
    d.t("\n")
    # history
    d.line(rng.choice(["INTERVAL HISTORY", "Interval history:", "HPI / CONCERNS"]))
    concerns = rng.choice(["No concerns today.", "Recent URI, resolved. Seen at {clinic} urgent care last month."]
                          + CONCERNS[band(am)])
    d.line(concerns, **kw)
    if am < 12:
        d.line("Feeding: {f}", f=rng.choice([
            "breastfeeding on demand q2-3h, 8-10 feeds/day",
            "formula (Similac Advance) 4-5 oz q3h" if ctx.us else "formula (Aptamil First) 150 ml q3-4h",
            "combination breast and formula; started purees (oatmeal, sweet potato)",
            "breastfed plus 2 solid meals/day; cup practice started"]))
        d.line("Elimination: {n} wet diapers/day, stools soft, yellow." if ctx.us else
               "Elimination: {n} wet nappies/day, stools soft.", n=str(rng.randint(5, 9)))
        d.line("Sleep: supine in own crib in parents' room; wakes {n}x overnight.", n=str(rng.randint(0, 3)))
    elif am < 60:
        d.line("Diet: table foods, {m} oz milk/day, {j}.", m=str(rng.randint(8, 28)),
               j=rng.choice(["no juice", "juice 4 oz/day", "drinks from open cup", "still uses bottle at night"]))
        d.line("Sleep: {h} hours plus nap; {t}.", h=str(rng.randint(9, 12)),
               t=rng.choice(["no concerns", "bedtime routine in place", "night wakings 1-2x"]))
    else:
        d.line("Diet: {x}. Physical activity: {a}. Screen time ~{s} h/day.",
               x=rng.choice(["balanced, eats vegetables", "skips breakfast", "lots of sugary drinks",
                             "vegetarian, takes iron-fortified cereal"]),
               a=rng.choice(["soccer 3x/week", "swim team", "hurling with the local club",
                             "walks to school", "minimal"]), s=str(rng.randint(1, 6)))
    ms = [t for (mm, t) in DEV if am <= mm][0] if am < 999 else DEV[-1][1]
    d.line("Development: {m}", m=ms)
    # social
    d.w("Social: Lives with {rel} and {orel} in {c}", rel=kw["rel"], orel=kw["orel"], c=kw["city"])
    sib = sibling_phrase(ctx, rng)
    if sib:
        d.t(" with ")
        d.add(sib)
    d.t(". ")
    k = rng.randint(0, 2)
    if k == 0:
        d.w("{Rel} works as a {job}", Rel=kw["rel"].capitalize(), job=kw["cgjob"])
        d.w(rng.choice([" at {e}. ", "; schedule is shift-based. "]),
            e=P(rng.choice(pools.EMPLOYERS), "ORGANIZATION"))
    elif k == 1:
        d.w("{Orel} is a {job}. ", Orel=kw["orel"].capitalize(), job=kw["opjob"])
    if am >= 30:
        d.w(rng.choice(["Attends {school}", "In {gr} at {school}", "Enrolled at {school}"]),
            school=kw["school"], gr=rng.choice(["kindergarten", "2nd grade", "5th grade", "8th grade",
                                                 "10th grade", "first class", "sixth class",
                                                 "second year", "transition year"]))
        d.t(". ")
    else:
        d.w(rng.choice(["Home with {rel} during the day.", "Attends daycare 3 days/week.",
                        "Minded by a neighbour, {gm}, during work hours."]),
            rel=kw["rel"], gm=ctx.adult("F", "neighbour").n("first"))
        d.t(" ")
    d.line(rng.choice(["Smoke-free home.", "Father smokes outside.", "Firearms in home: none.",
                       "Firearm stored locked/unloaded.", "No pets.", "Dog at home."]))
    d.t("\n")
    # screening
    d.line("SCREENING")
    if am < 6:
        d.line("Edinburgh Postnatal Depression Scale ({m}): {s} - {r}", m=kw["mum"],
               s=str(rng.randint(2, 14)), r=rng.choice(["negative", "positive, resources provided"]))
    elif am < 36:
        d.line("ASQ-3 ({n} mo): {r}", n=P(str(am), "AGE"), r=rng.choice(["all domains above cutoff",
                                                                "communication in monitoring zone",
                                                                "fine motor below cutoff - referral discussed"]))
        if 16 <= am <= 30:
            d.line("M-CHAT-R/F: {s}/20, {r}", s=str(rng.randint(0, 5)), r=rng.choice(["low risk", "medium risk, follow-up interview done"]))
    elif am < 144:
        d.line("Vision: 20/{a} OU. Hearing: passed at 500-4000 Hz bilaterally.", a=rng.choice(["20", "25", "30", "40"]))
    else:
        d.line("PHQ-A: {s}. CRAFFT: {c}. Confidential time spent with adolescent alone.",
               s=str(rng.randint(0, 14)), c=str(rng.randint(0, 3)))
    if 9 <= am <= 30:
        d.line("Hgb {h} g/dL; lead {l} mcg/dL.", h="%.1f" % rng.uniform(10.2, 13.1),
               l=rng.choice(["<3.3", "2.1", "4.0", "<1.0"]))
    d.t("\n")
    v = C.vitals(ctx, rng)
    d.line("EXAM")
    d.line(C.vitals_line(v, rng))
    d.line(rng.choice(["General: well-appearing, interactive, NAD.", "Gen: alert, playful, well nourished."]))
    if am < 18:
        d.line("HEENT: AFOF, red reflex present bilaterally, TMs clear. Neck supple.")
        d.line("Hips: Ortolani and Barlow negative. GU: normal {g}.",
               g="male, testes descended bilaterally" if ctx.pt.sex == "M" else "female")
    else:
        d.line("HEENT: PERRL, TMs clear, dentition {x}.", x=rng.choice(["good", "caries noted at upper incisors", "braces in place"]))
    d.line("CV: RRR, no murmur; femoral pulses 2+. Lungs: CTAB. Abd: soft, no HSM.")
    d.line("Skin: {s}", s=rng.choice(["no rashes", "dry patches on flexural surfaces", "congenital dermal melanocytosis over sacrum, documented",
                                       "cafe-au-lait macule x1 on trunk"]))
    if am >= 108:
        d.line("Tanner stage {t}.", t=rng.choice(["1", "2", "3", "4", "5"]))
    d.t("\n")
    d.line("IMMUNIZATIONS" if ctx.us else "VACCINES")
    vac = rng.choice(VACS[band(am)] + ["Influenza vaccine administered; parent declined COVID-19 vaccine.",
                                        "Up to date; none due today."])
    d.line(vac)
    d.t("\n")
    d.line(rng.choice(["ASSESSMENT / PLAN", "A/P:", "Impression and plan"]))
    d.w("{age} {sex}, healthy, ", age=kw["age"], sex=kw["sex"])
    d.line("growing and developing appropriately." if rng.random() < 0.7 else "growth tracking along curves; see concerns above.")
    for item in rng.sample(GUIDANCE[band(am)], 3):
        d.line("- " + item)
    nxt = gen.add_days(ctx.visit, rng.choice([61, 91, 182, 365]))
    d.line("- Next well visit {w}{x}.", w=rng.choice(["on ", "around "]), x=ctx.D(nxt))
    if rng.random() < 0.4:
        d.line("- {Mum} has MyChart access as {u}." if ctx.us else "- Portal login for {mum}: {u}.",
               Mum=kw["Mum"], mum=kw["mum"],
               u=P(gen.ascii_fold(ctx.guardian.first).lower() + gen.ascii_fold(ctx.guardian.last).lower()[:4]
                   + str(rng.randint(1, 99)), "USERNAME"))
    d.t("\n")
    C.e_sign(ctx, d, doc, rng)
    if rng.random() < 0.4:
        C.license_line(ctx, d, doc, rng)
    return d, ctx
