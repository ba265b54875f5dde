"""Genre (own choice): sports pre-participation physical evaluation."""
import common as C
import gen
import pools
from ctx import Ctx
from gen import Doc, P
from kw import base_kw

SPORTS_US = ["football", "soccer", "basketball", "wrestling", "cross country", "volleyball", "swimming", "baseball",
             "softball", "track and field", "lacrosse", "cheerleading", "ice hockey"]
SPORTS_IE = ["Gaelic football", "hurling", "camogie", "rugby", "soccer", "athletics", "swimming", "boxing",
             "ladies' football", "basketball", "rowing"]
HX_Q = ["Ever passed out during or after exercise?", "Chest pain or pressure during exercise?",
        "Heart racing or skipped beats?", "Family member with sudden unexplained death when young?",
        "Ever had a concussion or head injury?", "Broken bones or dislocations?",
        "Asthma or trouble breathing with exercise?", "Missing a kidney, eye, testicle or other organ?",
        "Currently taking any medications or supplements?", "Worried about your weight?"]


def build(rng, country, lower):
    ctx = Ctx(rng, country, lower, (10 * 365, 18 * 365))
    d = Doc(lower, ctx.country)
    kw = base_kw(ctx, rng)
    us = ctx.us
    doc = ctx.clin(rng.choice(["MD", "DO", "PA-C", "NP", "MD, CAQSM"]) if us else rng.choice(["MICGP", "MB BCh BAO", "MSc SEM"]))
    sport = rng.choice(SPORTS_US if us else SPORTS_IE)
    d.line(rng.choice(["PREPARTICIPATION PHYSICAL EVALUATION (PPE)", "Sports Physical - History and Physical Exam Form",
                       "ATHLETIC PRE-PARTICIPATION EXAM"]) if us else
           rng.choice(["PRE-PARTICIPATION SPORTS MEDICAL", "Sports Medical Screening Form", "ATHLETE SCREENING ASSESSMENT"]))
    d.line("{c}", c=kw["clinic"])
    d.t("\n")
    d.line("Name: {n}    Sex: {s}    Age: {a}    DOB: {dob}", n=ctx.pt.n(rng.choice(["fl", "LF", "fml"])),
           s="M" if ctx.pt.sex == "M" else "F", a=P(str(ctx.age_y), "AGE"), dob=kw["dob"])
    if us:
        d.line("Grade: {g}    School: {s}    Sport(s): {sp}", g=str(max(6, min(12, ctx.age_y - 5))), s=kw["school"],
               sp=sport + (", " + rng.choice(SPORTS_US) if rng.random() < 0.4 else ""))
    else:
        d.line("School: {s}    Club: {c}    Sport: {sp}", s=kw["school"],
               c=P(rng.choice(pools.CLUBS).format(t=ctx.city), "ORGANIZATION"), sp=sport)
    d.line("Address: {a}", a=ctx.address())
    d.line("Phone: {p}    Parent/guardian: {g}", p=P(ctx.guardian.phone, "PHONE"), g=kw["cgfl"])
    if us and rng.random() < 0.6:
        d.line("Insurance: {i}   Policy #: {m}", i=P(ctx.insurer, "ORGANIZATION"), m=P(ctx.plan, "HEALTHPLAN"))
    coach = ctx.adult(rng.choice("MF"), "coach")
    ttl = ("Mr" if coach.sex == "M" else "Ms") + ("." if us else "")
    d.line("Coach / athletic trainer: {c}{x}", c=[rng.choice(["Coach ", "", ttl + " "]), coach.n(rng.choice(["fl", "last"]))],
           x=rng.choice(["", [" (", P(gen.email_for(rng, coach.first, coach.last), "EMAIL"), ")"]]))
    d.line("Exam date: {dt}    Examiner: {e}", dt=kw["today"], e=ctx.dr(doc))
    if rng.random() < 0.25:
        d.line("Athlete check-in finger-scan ID: {b}", b=P(gen.bioid(rng), "BIOID"))
    d.t("\n")
    d.line("HISTORY (reviewed with athlete and parent)")
    yes = rng.sample(range(len(HX_Q)), rng.randint(0, 3))
    for i, q in enumerate(HX_Q):
        d.line("{i:>2}. {q} {a}".replace("{i:>2}", str(i + 1).rjust(2)), q=q, a="YES" if i in yes else "No")
    if yes:
        expl = {0: "fainted once at practice in heat; no recurrence",
                1: "chest tightness when sprinting, relieved by inhaler",
                2: "palpitations after energy drinks",
                3: "paternal uncle died suddenly at {a}; autopsy not done",
                4: "concussion playing {sp} on {dt}; cleared after graded return-to-play",
                5: "left wrist fracture {y}",
                6: "exercise-induced bronchoconstriction; albuterol pre-exercise" if us else "exercise-induced asthma; salbutamol pre-exercise",
                7: "none - answered in error",
                8: "creatine and whey protein",
                9: "trying to 'make weight'"}
        d.w("Explain YES answers: ")
        for j, i in enumerate(sorted(yes)):
            if j:
                d.t("; ")
            d.w(expl[i], a=P(str(rng.randint(24, 34)), "AGE"), sp=sport,
                dt=ctx.D(gen.add_days(ctx.visit, -rng.randint(100, 600))),
                y=ctx.D(gen.add_days(ctx.visit, -rng.randint(100, 900)), "year"))
        d.line(".")
    if ctx.pt.sex == "F" and rng.random() < 0.7:
        d.line("Menstrual history: menarche at age {a}; LMP {l}; {x}.", a=P(str(rng.randint(10, 14)), "AGE"),
               l=ctx.dt(-rng.randint(3, 30), rng.choice([ctx.dstyle, "md_us" if us else "dm_ie"])),
               x=rng.choice(["regular", "irregular", "no periods in 3 months"]))
    d.t("\n")
    d.line("PHYSICAL EXAMINATION")
    w, h, _ = C.growth(ctx.age_m, rng, ctx.pt.sex)
    v = C.vitals(ctx, rng)
    d.line("Height {h} cm   Weight {w} kg   BMI {b}   BP {bp} (repeat {bp2})   Pulse {p}",
           h="%.1f" % h, w="%.1f" % w, b="%.1f" % (w / (h / 100) ** 2), bp=v["bp"],
           bp2="%d/%d" % (int(v["bp"].split("/")[0]) - rng.randint(0, 8), int(v["bp"].split("/")[1]) - rng.randint(0, 5)),
           p=str(v["hr"]))
    d.line("Vision: R 20/{r}  L 20/{l}  {c}", r=rng.choice(["20", "25", "30", "40"]), l=rng.choice(["20", "20", "25", "50"]),
           c=rng.choice(["corrected: no", "corrected: glasses", "contacts"]))
    d.line("Appearance: no Marfan stigmata (no arm span > height, no pectus, no arachnodactyly).")
    d.line("Heart: murmurs supine and standing {m}; femoral pulses equal. Lungs clear.", m=rng.choice(["none", "none",
                                                                                                       "II/VI vibratory, softer standing"]))
    d.line("MSK: neck, back, shoulders, elbows, wrists, hips, knees, ankles - {x}.", x=rng.choice(["full ROM, no instability",
                                                                                                  "mild L ankle laxity", "tender tibial tuberosity R (Osgood-Schlatter)"]))
    d.line("Neuro: normal. Skin: {s}", s=rng.choice(["no MRSA or HSV lesions", "acne vulgaris", "tinea corporis on forearm - treat before wrestling"]))
    if rng.random() < 0.5:
        d.line("ECG ({a}): {r}", a=P("ECG-%s" % gen.digits(rng, 7), "IDNUM"),
               r=rng.choice(["sinus rhythm, normal intervals (Seattle criteria)", "early repolarisation, athletic pattern - normal",
                             "incomplete RBBB, otherwise normal"]))
    d.t("\n")
    d.line("CLEARANCE")
    d.line("[X] " + rng.choice(["Medically eligible for all sports without restriction",
                                             "Medically eligible for all sports with recommendations for further evaluation",
                                             "Not medically eligible pending further evaluation (cardiology referral)",
                                             "Eligible for certain sports: non-contact only until {dt}"]),
           dt=ctx.D(gen.add_days(ctx.visit, rng.randint(30, 90))))
    d.line("Recommendations: " + rng.choice(["hydration and heat acclimatisation", "inhaler 15 min before exercise",
                                             "ankle brace for practice", "sports cardiology review at {h}"]), h=kw["hosp"])
    d.t("\n")
    d.line("Name of examiner: {e}   Date: {dt}", e=ctx.dr(doc, "fl_cred"), dt=kw["today"])
    d.line("Address: {a}", a=ctx.site_address())
    d.line("Phone: {p}", p=P(ctx.site_phone(), "PHONE"))
    if us:
        C.license_line(ctx, d, doc, rng)
    elif rng.random() < 0.5:
        C.license_line(ctx, d, doc, rng)
    if rng.random() < 0.35:
        d.line("Form uploaded to athletics portal {u} by {n}.", u=P(C.site_url(ctx, rng), "URL"),
               n=ctx.clin("MA" if us else "admin").n("fl"))
    return d, ctx
