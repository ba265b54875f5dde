"""Genres: gender clinic first assessment, hormone follow-up with labs, readiness assessment (author 243)."""
import clinical as K
import common as C
from phi import Doc


def _early(c):
    """A year in the patient's childhood/adolescence (a date part tied to the patient)."""
    return c.dob.year + c.rng.randint(12, max(13, min(c.age, 19)))


def gic_first(r, c):
    d = Doc()
    S, O, Pz, vs, be, hv = C.pn(c)
    if r.random() < 0.5:
        C.letterhead(d, c, "gic")
        d.w("\n")
    d.w("{t}\n", t=r.choice(["GENDER IDENTITY CLINIC - FIRST ASSESSMENT", "Initial Gender Assessment",
                              "New Patient Consultation: Gender Health", "FIRST APPOINTMENT (ASSESSMENT 1 OF 2)",
                              "Gender-Affirming Care Intake Visit"]))
    C.demo(d, c)
    d.w("Date of appointment: {dt}  {tm}\n", dt=c.D(c.visit, r.choice(["full", "full", "wd"])), tm=c.time())
    if c.c != "UK" and r.random() < 0.3:
        d.w("Checked in at palm-vein kiosk (biometric ID {b})\n", b=C.bio(c, "PV"))
    d.w("Seen by: {n}\n", n=c.Dr("gic", r.choice(["full_cred", "title_full"])))
    if r.random() < 0.5:
        rel = r.choice(["partner", "mother", "friend", "father", "wife", "husband"])
        d.w("Also present: {n} ({rel})\n", n=c.F(rel, "full"), rel=rel)
    d.w("\nReferral\n")
    ref = c.ago(200, 1500)
    d.w("Referred by {g} at {p} on {dt}", g=c.Dr("gp", r.choice(["title_full", "title_family"])), p=c.S("gp"), dt=c.D(ref))
    if c.c == "UK" and r.random() < 0.7:
        d.w(" (e-RS UBRN {u})", u=c.IDN("ubrn", "0"))
    d.w(". Waiting time approx. {n} months.\n", n=str(max(2, (c.visit - ref).days // 30)))
    d.w("\nGender history\n")
    d.w("{n} ({pr}) is {a} {t} ({aab}) who attends for a first assessment. ", n=c.P("given"), pr=c.pron,
        a=c.aA(form=r.choice(["{}-year-old", "{} year old", "{}-yr-old", "words"])), t=c.term, aab=c.aab)
    d.w("Previously known as {pv}. ", pv=c.PREV(r.choice(["given", "full"])))
    d.w("{S} describe{s} first noticing discomfort with {p} assigned gender around age {a1}",
        S=S.capitalize(), s=vs, p=Pz, a1=(str(r.randint(4, 11)), "AGE"))
    d.w(", with marked distress at puberty (age {a2}). ", a2=(str(r.randint(11, 15)), "AGE"))
    y1 = _early(c)
    d.w("Came out to {rel} {n}, in {y}", rel=r.choice(["a friend,", "an older sibling,", "a cousin,"]),
        n=c.F("friend", r.choice(["given", "full"])), y=(str(min(y1, c.visit.year)), "DATE"))
    d.w(" and socially transitioned at work from {dt}. ", dt=c.D(c.ago(120, 1400), "partial"))
    if r.random() < 0.6:
        d.w("Name changed by {how} on {dt}. ", how=r.choice(["deed poll", "statutory declaration", "court order",
                                                               "legal application"]), dt=c.D(c.ago(30, 900)))
    if r.random() < 0.5:
        d.w("Has been self-medicating with {m} obtained online since {dt}; aware of risks, keen to move to prescribed "
            "treatment. ", m=r.choice(["estradiol valerate", "oestradiol tablets", "testosterone gel", "spironolactone"]),
            dt=c.D(c.ago(60, 700), "partial"))
    d.w("Goals: {g}.\n", g=r.choice((["feminising hormones, hair removal, voice therapy", "hormones, later vaginoplasty",
                                         "oestrogen and facial hair removal; undecided on surgery"] if c.hrt == "fem" else
                                        ["masculinising hormones and chest reconstruction", "testosterone, top surgery in 1-2 years",
                                         "low-dose testosterone, no surgery"]) +
                                       ["puberty-like changes without full transition; undecided on surgery"]))
    d.w("\nSocial\n")
    lives = r.choice(["partner", "parents", "housemates", "alone", "wife", "husband"])
    if lives in ("alone", "housemates"):
        d.w("Lives {x} in a rented flat in {city}. ", x="alone" if lives == "alone" else "with two housemates",
            city=c.CITY())
    else:
        if lives == "parents":
            d.w("Lives with parents ({m} and {f}) in {city}; {x}. ", m=c.F("mother", "given"), f=c.F("father", "given"),
                city=c.CITY(), x=r.choice(["both supportive", "father still adjusting", "mother supportive"]))
        else:
            d.w("Lives with {rl} {n} in {city}. ", rl=lives, n=c.F(lives, "given"), city=c.CITY())
    if r.random() < 0.7:
        d.w("Works as {p} at {o}", p=c.PROF_A(), o=c.ORG("employer"))
        d.w(r.choice([" (out at work, HR supportive). ", "; not yet out at work. ", ", full time. "]))
    else:
        d.w("Studying at {s}; part-time {p}. ", s=c.ORG("school"), p=c.PROF())
    if r.random() < 0.5:
        d.w("Attends {g} monthly. ", g=c.ORG("group"))
    d.w("Alcohol {u} units/week, {sm}.\n", u=str(r.choice([0, 2, 4, 6, 10, 14, 20])),
        sm=r.choice(["non-smoker", "vapes daily", "ex-smoker (quit 2 years ago)", "smokes 5/day", "occasional cannabis"]))
    d.w("\nPMH\n")
    for x in r.sample(["Asthma (childhood)", "Depression, on treatment", "ADHD diagnosed age {a}", "Migraine without aura",
                       "Autism spectrum condition (diagnosed at {a})", "IBS", "Eczema", "Appendicectomy {y}",
                       "Anxiety", "Nil significant", "PCOS" if c.hrt == "masc" else "Gilbert's syndrome", "Hypothyroidism (Hashimoto's)", "Fracture R wrist {y}"],
                      r.randint(1, 4)):
        d.w("- " + x + "\n", a=(str(r.randint(6, max(7, c.age))), "AGE"), y=(str(c.ago(400, 5000).year), "DATE"))
    d.w("\nMedications: {m}. Allergies: {al}.\n", m="; ".join(K.regimen(r, c)[1:] or ["none regular"]),
        al=r.choice(["NKDA", "penicillin (rash)", "NKA", "latex", "codeine (vomiting)"]))
    d.w("\nFamily history: ")
    d.w("{rel} ({a}) {cond}; ", rel=r.choice(["Mother", "Father"]), a=(str(c.age + r.randint(20, 34)), "AGE"),
        cond=r.choice(["hypertension", "T2DM", "breast cancer", "VTE after surgery", "depression"]))
    d.w("grandfather died aged {a} (MI). No known clotting disorders.\n", a=(str(r.randint(55, 88)), "AGE"))
    d.w("\nMental state / screening\n{sc}. ", sc=", ".join(K.scores(r)))
    d.w(r.choice(["Euthymic, good rapport, no thought disorder. ", "Anxious at times, reactive affect, no psychotic features. ",
                  "Low mood related to dysphoria and waiting times; no active suicidal ideation, protective factors noted. "]))
    d.w("Risk assessed as {x}.\n", x=r.choice(["low", "low-moderate", "low; safety plan shared"]))
    d.w("\nExamination: {v}\n", v=K.vitals(r, c))
    d.w("\nImpression\n{dx} ({code}). ", dx=K.cap(r.choice(K.DX_TEXT)), code=r.choice(K.DX_CODES))
    d.w("Capacity to consent to hormone treatment {x}.\n", x=r.choice(["present", "appears present; to confirm at assessment 2"]))
    d.w("\nPlan\n")
    d.w("1. Baseline bloods ({b}) via GP.\n", b=r.choice(["FBC, U&E, LFTs, lipids, HbA1c, testosterone, oestradiol, LH, FSH, prolactin",
                                                          "CBC, CMP, lipid panel, A1c, E2, total T", "FBC, LFT, U&E, lipids"]))
    d.w("2. Second assessment with {n} in {w}.\n", n=c.Dr("psych", r.choice(["title_full", "full"])),
        w=r.choice(["3/12", "8-12 weeks", "6/52", "3 months"]))
    if r.random() < 0.7:
        d.w("3. Fertility preservation discussed; referral to {f}.\n", f=c.S("fert"))
    if r.random() < 0.5:
        d.w("4. Voice therapy referral ({v}).\n", v=c.S("slt"))
    d.w("Next appointment: {dt} at {tm}.\n\n", dt=c.D(c.ahead(40, 120), r.choice(["full", "wd"])), tm=c.time())
    C.sig(d, c, "gic")
    if r.random() < 0.7:
        C.cc(d, c, r.choice([("gp",), ("gp", "patient"), ("gp", "psych")]))
    return d


def hrt_fu(r, c):
    d = Doc()
    S, O, Pz, vs, be, hv = C.pn(c)
    d.w("{t}\n", t=r.choice(["Endocrinology Follow-up - Gender Affirming Hormone Therapy", "HRT REVIEW",
                              "GAHT follow-up visit", "Hormone clinic review", "Progress note: hormone therapy monitoring"]))
    C.demo(d, c, r.choice(["kv", "bar", "epic", "caps"]))
    d.w("Visit date: {dt}   Clinician: {n}\n", dt=c.D(), n=c.Dr("endo", r.choice(["title_full", "full_cred"])))
    start = c.ago(180, 1800)
    meds = K.regimen(r, c)
    d.w("\nS: {n} is seen for routine monitoring, on {m} since {dt}. ", n=c.P(r.choice(["given", "title_family"])),
        m=meds[0], dt=c.D(start, r.choice(["full", "partial"])))
    if c.hrt == "masc":
        d.w(r.choice(["Voice has deepened, facial hair increasing. ", "Periods stopped after 4 months. ",
                      "Some acne on back, using adapalene. ", "Breakthrough spotting x2 since last visit. "]))
    else:
        d.w(r.choice(["Breast development Tanner 3, tender. ", "Reduced body hair, softer skin. ",
                      "Mood more stable; libido reduced. ", "Some hot flushes when doses late. "]))
    inj = " IM" in meds[0] or " SC" in meds[0]
    d.w(r.choice(["Adherence good, no missed doses. ", "Missed 2 doses over the {h} break. ",
                  "Injects every {wd}; partner assists. " if inj else "Takes doses each morning, phone alarm reminder. ", "Had a gap in supply in {m} - pharmacy stock issue. "]),
        m=c.D(c.ago(20, 120), "partial", "mon" if c.c != "US" else "my_long"),
        h=(r.choice(["Christmas", "Easter", "New Year", "Thanksgiving" if c.c != "UK" else "Christmas"]), "DATE"),
        wd=(r.choice(["Sunday", "Monday", "Friday", "Saturday", "Wednesday"]), "DATE"))
    d.w("Denies chest pain, calf swelling, headaches, visual change.\n")
    d.w("Current meds:\n")
    for m in meds:
        d.w("  - {m}\n", m=m)
    d.w("\nO: {v}\n", v=K.vitals(r, c))
    coll = c.ago(2, 14)
    d.w("\nLabs (collected {dt} {tm}; accession {acc}; ordered by {n}):\n", dt=c.D(coll), tm=c.time(),
        acc=c.IDN("acc"), n=c.Dr("endo", r.choice(["init_family", "title_family", "last_first"])))
    d.w(K.lab_table(r, c))
    if r.random() < 0.4:
        d.w("Previous (on {dt}): {x}.\n", dt=c.D(c.ago(150, 400)),
            x=r.choice(["E2 210, T 5.8", "T 9.1, Hct 0.44", "Hct 47.9%", "K 5.0", "prolactin 410"]))
    d.w("\nA/P: {a}-year-old {t} on GAHT, ", a=(str(c.age), "AGE"), t=c.term)
    d.w(r.choice(["levels within target range; continue current dose. ",
                  "trough level low; increase dose by 10 mg per week. ",
                  "haematocrit at upper limit - reduce dose, advise hydration, recheck in 6 weeks. ",
                  "potassium mildly raised on spironolactone; switch to cyproterone 12.5 mg. ",
                  "prolactin elevated - repeat; if >1000 mIU/L arrange MRI pituitary. "]))
    d.w("Repeat bloods in {w}. ", w=r.choice(["3 months", "3/12", "6 months", "6/12", "12 weeks"]))
    d.w("Prescription sent to {p}", p=c.S("pharm"))
    if r.random() < 0.5:
        d.w(", tel. {ph}", ph=c.PH("pharm"))
    d.w(". Next review {dt}.\n", dt=c.D(c.ahead(60, 200), r.choice(["full", "partial"])))
    if c.c == "US" and r.random() < 0.5:
        d.w("Coverage: {ins}, member ID {m}.\n", ins=c.ORG("insurer"), m=c.HP())
    d.w("\n")
    C.sig(d, c, "endo", r.choice(["esig", "plain", "dict"]))
    return d


def mh_ready(r, c):
    d = Doc()
    S, O, Pz, vs, be, hv = C.pn(c)
    kind = r.choice(["surgery", "hormones", "surgery"])
    if r.random() < 0.6:
        C.letterhead(d, c, "mh")
        d.w("\n")
    d.w("{t}\n", t=r.choice(["Mental Health Readiness Assessment", "PSYCHOLOGICAL ASSESSMENT FOR GENDER-AFFIRMING %s" % kind.upper(),
                              "Letter of Support / Readiness Evaluation", "Second Opinion Assessment (surgical readiness)"]))
    C.demo(d, c, r.choice(["kv", "letter", "caps"]))
    d.w("Assessor: {n}", n=c.Dr("psych", r.choice(["full_cred", "title_full"])))
    if c.c == "US":
        d.w("  Lic. {l}", l=c.LIC("psych", "state"))
    d.w("\nSessions: {d1} and {d2} ({m})\n", d1=c.D(c.ago(20, 90)), d2=c.D(c.visit),
        m=r.choice(["in person", "video", "1 video, 1 in person"]))
    if r.random() < 0.5:
        d.w("Sources: clinical interview, {sc}, letter from {n}.\n", sc=", ".join(K.scores(r, 2)),
            n=c.Dr("gic", r.choice(["title_full", "title_family"])))
    d.w("\nBackground\n")
    d.w("{n} is {a} {t} currently using {pr} pronouns. ", n=c.P(r.choice(["title_full", "given", "full"])),
        a=c.aA(form=r.choice(["{}-year-old", "{} year old", "words"])), t=c.term, pr=c.pron)
    d.w("{S} {be} the {o} of {k} children, raised in {pl}", S=S.capitalize(), be="were" if S == "they" else "was", o=r.choice(["eldest", "youngest", "second"]),
        k=r.choice(["two", "three", "four"]), pl=c.COUNTRY(r.random() < 0.5))
    d.w(", and moved to {city} aged {a}. ", city=c.CITY(), a=(str(r.randint(3, max(4, c.age - 1))), "AGE"))
    d.w("Relationship with {rel} {n} {x}. ", rel=r.choice(["mother", "father", "sister", "brother"]),
        n=c.F(r.choice(["mother", "sister"]), "given"), x=r.choice(["is close", "has been strained since coming out",
                                                                      "improved over the past year"]))
    d.w("Currently employed as {p}.\n", p=c.PROF_A())
    d.w("\nGender identity and transition\n")
    d.w("Persistent, well-documented gender incongruence since childhood. Social transition complete since {y}; ",
        y=c.D(c.ago(400, 2500), "partial", "y"))
    if kind == "surgery":
        d.w("on hormones for {n} months (prescribed by {dr}). ", n=str(r.randint(12, 60)),
            dr=c.Dr("endo", r.choice(["title_full", "title_family"])))
    else:
        d.w("not yet on hormones; {x}. ", x=r.choice(["has been on the waiting list since {wl}", "previously declined by GP",
                                                       "stopped self-sourced hormones on advice in {wl}"]),
            wl=c.D(c.ago(200, 900), "partial", r.choice(["my_long", "my_abbr", "y"])))
    d.w("Previous name {pv} no longer used in any setting.\n", pv=c.PREV("given"))
    d.w("\nMental health\n")
    d.w(r.choice(["History of depression ({y}) treated with sertraline and CBT, in remission. ",
                  "One episode of self-harm aged {a}, none since. ",
                  "Diagnosed with ADHD in {y}; stable on medication. ",
                  "No history of psychiatric admission. "]),
        y=(str(c.ago(500, 3000).year), "DATE"), a=(str(r.randint(13, 19)), "AGE"))
    d.w("Current scores: {s}. ", s=", ".join(K.scores(r, 2)))
    d.w("MSE: {m}\n", m=r.choice(["well kempt, good eye contact, mood 'good', affect congruent, no perceptual abnormalities, "
                                   "insight and judgement good.", "calm, articulate, mildly anxious about surgery dates; "
                                   "no SI/HI; cognition grossly intact."]))
    d.w("\nReadiness (WPATH SOC-8 criteria)\n")
    items = ["Marked and sustained gender incongruence: met", "Capacity to consent: met",
             "Other conditions reasonably well controlled: met"]
    if kind == "surgery":
        items += ["Understands risks, reversibility, aftercare (dilation schedule / drain care): met",
                  "Hormone therapy >= 6 months (where indicated): met", "Support network identified: met"]
    else:
        items += ["Understands expected effects, timeline and fertility implications: met",
                  "Fertility preservation offered: " + r.choice(["declined", "accepted, referral made"])]
    for item in items[:r.randint(3, len(items))]:
        d.w("- {i}\n", i=item)
    d.w("\n{x} {n} ({rel}), contactable on {ph}.\n", x="Support after surgery will be provided by" if kind == "surgery"
        else "Main support is", n=c.F("partner", "full"), rel=r.choice(["partner", "friend", "spouse"]), ph=c.PH("fam"))
    d.w("\nOpinion: In my view {n} {be} psychologically ready for {k}", n=c.P(r.choice(["title_family", "given"])),
        be="is", k=r.choice(K.PROCS[c.hrt]) if kind == "surgery" else "gender-affirming hormone therapy")
    d.w(" and I support referral to {s}.\n\n", s=c.S("surg") if kind == "surgery" else c.S("gic"))
    C.sig(d, c, "psych", r.choice(["letter", "esig"]))
    if r.random() < 0.4:
        d.w("Second assessor: {n}\n", n=c.Dr("gic", r.choice(["full_cred", "title_full"])))
    return d
