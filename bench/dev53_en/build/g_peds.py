"""Genre 3: paediatric well-child and sick visits with parent details."""
from common import *

WCC_AGES = [(5, "d"), (14, "d"), (2, "m"), (4, "m"), (6, "m"), (9, "m"), (12, "m"), (15, "m"), (18, "m"), (24, "m"),
            (3, "y"), (4, "y"), (5, "y"), (6, "y"), (8, "y"), (10, "y"), (11, "y"), (12, "y"), (13, "y"), (15, "y"), (16, "y"), (17, "y")]

MILESTONES = {
    "d": "Feeding every 2-3 hours, 6+ wet diapers/day, yellow seedy stools. Fixes on faces.",
    "m2": "Social smile, coos, lifts head during tummy time.",
    "m4": "Rolls front to back, laughs, brings hands to mouth.",
    "m6": "Sits with support, babbles, transfers objects, starting purees.",
    "m9": "Pulls to stand, pincer grasp emerging, says mama/dada nonspecifically, stranger anxiety.",
    "m12": "Cruising, first steps, 2-3 words, waves bye-bye.",
    "m15": "Walks well, 5-10 words, points to show interest.",
    "m18": "Runs, 15-20 words, uses spoon. M-CHAT-R low risk.",
    "m24": "2-word phrases, kicks ball, parallel play. M-CHAT-R low risk.",
    "y": "Developmentally appropriate. Reading at grade level per parent. Sleeps 9-10 h/night.",
    "teen": "HEADSS: lives at home, grades mostly B's, denies drugs/alcohol/vaping, not sexually active, no SI. PHQ-A %d." % ri(0, 8),
}

VACC = {
    "d": ["Hep B #1 (given in nursery)"], "m2": ["DTaP-IPV-Hib-HepB #1", "PCV20 #1", "RV5 #1"],
    "m4": ["DTaP-IPV-Hib-HepB #2", "PCV20 #2", "RV5 #2"], "m6": ["DTaP-IPV-Hib-HepB #3", "PCV20 #3", "RV5 #3", "influenza #1"],
    "m9": ["none due; catch-up influenza #2"], "m12": ["MMR #1", "varicella #1", "Hep A #1", "PCV20 #4"],
    "m15": ["DTaP #4", "Hib #4"], "m18": ["Hep A #2"], "m24": ["influenza"], "y": ["DTaP-IPV", "MMRV #2", "influenza"],
    "teen": ["Tdap", "MenACWY", "HPV #1", "influenza"],
}

SICK = {
    "aom": ("ear pulling and fever", "Fever to 102.4 F for 2 days, fussy at night, decreased appetite. Daycare exposure.",
            "Right TM bulging, erythematous with purulent effusion, decreased mobility on insufflation. Left TM clear.",
            "Acute otitis media, right (H66.91)", ["Amoxicillin 90 mg/kg/day divided BID x 10 days.", "Ibuprofen weight-based for pain.",
                                                   "Recheck ears in 2-3 weeks if symptoms persist."]),
    "bronch": ("cough and fast breathing", "Runny nose x 4 days, now wheezy cough and working to breathe, feeding about 2/3 of usual.",
               "Subcostal retractions, diffuse wheezes and crackles bilaterally, SpO2 95% RA, well hydrated.",
               "Bronchiolitis, RSV positive (J21.0)", ["Nasal suctioning before feeds.", "Small frequent feeds.",
                                                       "Return for retractions, poor feeding, fewer than 3 wet diapers per day."]),
    "croup": ("barky cough", "Barky cough started last night with stridor when crying, better in cool night air.",
              "No stridor at rest, barky cough, mild suprasternal retractions when upset, lungs clear.",
              "Croup, mild (J05.0)", ["Dexamethasone 0.6 mg/kg PO x1 given in clinic.", "Cool mist, calm environment."]),
    "ge": ("vomiting and diarrhea", "Vomited 5 times yesterday, now watery stools 6x/day, no blood. Tolerating Pedialyte in small sips.",
           "Mucous membranes slightly tacky, cap refill 2 s, abdomen soft, non-tender, hyperactive bowel sounds.",
           "Acute gastroenteritis with mild dehydration (A08.4)", ["Ondansetron ODT 2 mg x1 in clinic, passed PO challenge.",
                                                                   "Oral rehydration 5 mL every 5 minutes, advance diet as tolerated."]),
    "hfm": ("rash and mouth sores", "Low-grade fevers, refusing to eat, sores in mouth, spots on hands and feet.",
            "Vesicles on palms and soles, ulcers on posterior oropharynx, well hydrated.",
            "Hand, foot and mouth disease (B08.4)", ["Supportive care, cold fluids, acetaminophen.", "May return to daycare when fever-free 24 h."]),
    "asthma": ("wheezing", "Known mild persistent asthma; cough and wheeze since a cold started, using albuterol every 4 hours.",
               "Expiratory wheezes throughout, mild intercostal retractions, SpO2 93% RA; after 2 albuterol nebs 97% and improved air movement.",
               "Asthma with acute exacerbation (J45.31)", ["Prednisolone 2 mg/kg/day x 5 days.", "Albuterol 4 puffs with spacer q4h x 48 h then PRN.",
                                                           "Updated asthma action plan given; school form completed."]),
}


SICK_AGE = {"aom": (180, 2900), "bronch": (45, 700), "croup": (180, 2000), "ge": (90, 6000), "hfm": (180, 2000),
            "asthma": (1100, 6200)}


def weight(c):
    dd = (c["date"] - c["dob"]).days
    if dd < 365:
        return 3.4 + dd / 30.0 * 0.6 + R.uniform(-0.4, 0.4)
    y = dd / 365.0
    return min(75, 2.2 * y + 8 + R.uniform(-2, 4)) if y < 12 else min(95, 4 * y - 10 + R.uniform(-5, 12))


def school_for(c):
    y = (c["date"] - c["dob"]).days // 365
    if y < 5:
        return "%s %s" % (ch(["Tiny Steps", "Rainbow Kids", "Sunshine", "ABC Kiddie", "Little Acorns", ch(TOWNS)]),
                          ch(["Day Care", "Preschool", "Head Start", "Early Learning Center"])), "pre-K"
    if y < 11:
        return "%s Elementary" % ch(["Pinecrest", "Lincoln Park", "Riverside", "Oak Hollow", "Meadowlark", "Sunnyside",
                                     ch(TOWNS)]), "%d%s" % (max(1, y - 5), {1: "st", 2: "nd", 3: "rd"}.get(max(1, y - 5), "th"))
    if y < 14:
        return "%s Middle School" % ch(TOWNS), "%dth" % (y - 5)
    return ch(["%s High School" % ch(TOWNS), "St. %s Academy" % ch(SAINTS)]), "%dth" % min(12, y - 5)


HISTORY = ["PMH: %s. Meds: %s. Allergies: %s.",]


def history(d, c):
    pt = c["pt"]
    d.w("PMH: %s. Meds: %s. Allergies: %s.\n" % (
        ch(["none", "eczema", "mild intermittent asthma", "recurrent AOM s/p PE tubes", "GERD as infant", "febrile seizure x1", "ADHD"]),
        ch(["none", "cetirizine 5 mg daily", "albuterol PRN", "hydrocortisone 2.5% cream PRN", "methylphenidate ER 18 mg", "multivitamin"]),
        ch(["NKDA", "amoxicillin (hives)", "peanuts", "egg", "cefdinir (rash)", "NKDA"])))
    aunt = Person("FAMILY", sex=ch("FM"))
    d.w("FHx: maternal %s %s with %s; %s.\n" % (("aunt" if aunt.sex == "F" else "uncle"), "{a}",
                                                  ch(["type 1 diabetes", "asthma", "autism", "sickle cell trait", "celiac disease"]),
                                                  ch(["paternal grandfather MI at {b}", "no early cardiac deaths", "mother with migraines"])),
        a=aunt.f(), b=age_tok(ri(41, 59)))
    d.w("Screens: vision %s, hearing %s, dental home %s (last cleaning {dt}).\n" % (
        ch(["20/20 OU", "20/25 OD 20/30 OS", "unable", "passed photoscreener"]), ch(["pass", "pass", "refer R"]),
        ch(["yes", "no"])), dt=D(days(c["date"], -ri(30, 300)), ch(["my", "md", "us"])))



def child_age(dd):
    if dd < 30:
        return dd, "d"
    if dd < 730:
        return dd // 30, "m"
    return dd // 365, "y"


def age_str(n, u, st=None):
    A = (str(n), "AGE")
    if u == "d":
        return ch([[A, "-day-old"], [A, " days old"], [A, " do"]])
    if u == "m":
        return ch([[A, "-month-old"], [A, " mo"], [A, " month old"], [A, "mo"]])
    return ch([[A, "-year-old"], [A, " yo"], [A, " y/o"], [A, "yo"], [(words(n), "AGE"), "-year-old"]])


def setup(kind):
    c = {}
    c["date"] = rand_date()
    if kind == "wcc":
        n, u = ch(WCC_AGES)
        dd = n if u == "d" else (n * 30 + ri(0, 10) if u == "m" else n * 365 + ri(10, 200))
    else:
        c["case"] = ch(list(SICK))
        lo, hi = SICK_AGE[c["case"]]
        dd = ri(lo, hi)
    c["dob"] = days(c["date"], -dd)
    n, u = child_age(dd)
    c["an"], c["au"] = n, u
    c["pt"] = Person("PATIENT")
    c["mom"] = Person("FAMILY", sex="F", last=c["pt"].last if rb(0.6) else None)
    c["mage"] = dd // 365 + ri(18, 41)
    c["dad"] = Person("FAMILY", sex="M", last=c["pt"].last if rb(0.7) else None)
    c["addr"] = Addr(0.35)
    c["mrn"] = mrn()
    c["acct"] = acct()
    c["dst"] = ch(["us", "us", "us_s", "iso", "abbr", "long", "dash"])
    c["pst"] = ch([0, 1, 2, 3, 5, 7])
    c["phone"] = (phone(c["pst"]), "PHONE")
    c["clinic"] = clinic("peds")
    c["doc"] = staff("ped")
    c["rn"] = staff(ch(["rn", "ma"]))
    c["user"] = c["rn"].user()
    return c


def key(c):
    n, u = c["an"], c["au"]
    if u == "d":
        return "d"
    if u == "m":
        for k in (2, 4, 6, 9, 12, 15, 18):
            if n <= k + 1:
                return "m%d" % k
        return "m24"
    return "teen" if n >= 11 else "y"


def head(d, c):
    pt = c["pt"]
    st = ri(0, 3)
    if st == 0:
        d.w("{cl}\n{a}\nPh {p}  Fax {f}\n\n", cl=(c["clinic"], "HOSPITAL"), a=Addr(0).line(), p=PH(c["pst"]), f=FX(c["pst"]))
    elif st == 1:
        banner(d, dict(c, age=c["an"] if c["au"] == "y" else 0), c["clinic"]) if False else d.w(
            "{cl} -- {pt} -- DOB {dob} -- MRN {mrn}\n\n", cl=(c["clinic"], "HOSPITAL"), pt=pt.LF(), dob=D(c["dob"], "us"), mrn=c["mrn"])
    elif st == 2:
        d.w("Visit date: {dt}\n", dt=D(c["date"], ch(["wklong", "long", "us"])))
    d.w("Patient: {n}   DOB: {dob}   Age: {age}   Sex: {s}\n", n=pt.full(), dob=D(c["dob"], c["dst"]),
        age=age_str(c["an"], c["au"]), s=sexw(pt, 1))
    d.w("MRN: {mrn}   Acct: {a}   Date: {dt}\n", mrn=c["mrn"], a=c["acct"], dt=D(c["date"], c["dst"]))
    d.w("Accompanied by: {who}\n", who=ch([[c["mom"].full(), " (mother)"], [c["dad"].full(), " (father)"],
                                           ["mother ", c["mom"].f(), " and father ", c["dad"].f()],
                                           ["grandmother ", Person("FAMILY", sex="F").full()]]))
    d.w("Insurance: {ins} ID {id} (subscriber {sub})\n\n", ins=(ch(INSURERS), "ORGANIZATION"), id=healthplan(),
        sub=ch([c["mom"], c["dad"]]).lf())


def parent_block(d, c):
    mom, dad = c["mom"], c["dad"]
    st = ri(0, 1)
    if st == 0:
        d.w("PARENT/GUARDIAN INFORMATION\n")
        d.w("Mother: {m}, {ma} y, {pr}; cell {p}; e-mail {e}\n", m=mom.full(), ma=(str(c["mage"]), "AGE"), pr=prof(),
            p=c["phone"], e=email_for(mom))
        d.w("Father: {f}, {fa} y, works at {emp}; cell {p}\n", f=dad.full(), fa=(str(c["mage"] + ri(-3, 8)), "AGE"),
            emp=(employer(), "ORGANIZATION"), p=PH(c["pst"]))
        d.w("Home address: {a}\n", a=c["addr"].line())
        d.w("Preferred language: {l}. Interpreter {i}.\n\n", l=ch(["English", "Spanish", "Vietnamese", "Arabic", "Haitian Creole", "Somali"]),
            i=ch(["not needed", "used (phone interpreter ID %s)" % digits(5), "used"]))
    else:
        d.w("| Guardian | Relation | Phone | Occupation |\n|---|---|---|---|\n")
        d.w("| {m} | mother | {p} | {pr} |\n", m=mom.full(), p=c["phone"], pr=prof())
        d.w("| {f} | father | {p} | {pr} |\n", f=dad.full(), p=PH(c["pst"]), pr=prof())
        d.w("Address: {a}\n\n", a=c["addr"].line())


def social(d, c):
    pt = c["pt"]
    k = key(c)
    sib = Person("FAMILY", last=pt.last)
    d.w("SOCIAL: Lives with {m} and {dd} in {city}", m=["mom ", c["mom"].f()], dd=["dad ", c["dad"].f()],
        city=(c["addr"].city, "CITY"))
    d.w("; sibling {s} ({sa} y). ", s=sib.f(), sa=(str(ri(1, 16)), "AGE"))
    sch, g = school_for(c)
    if k in ("y", "teen"):
        d.w("Attends {sch} ({g} grade, {t}'s class). ", sch=(sch, "ORGANIZATION"), g=g,
            t=[ch(["Ms. ", "Mr. ", "Mrs. "]), Person("FAMILY").l()])
    elif rb(0.7):
        d.w("Attends {dc} {n} days/week. ", dc=(sch, "ORGANIZATION"), n=str(ri(2, 5)))
    if rb(0.3):
        d.w("Family moved from {co} in {y}; {lang} spoken at home. ", co=country(), y=D(days(c["date"], -ri(200, 4000)), "y"),
            lang=ch(["Spanish", "Arabic", "Vietnamese", "Somali", "Portuguese", "Ukrainian", "Nepali"]))
    d.w(ch(["No smokers in home.", "Dad smokes outside.", "Smoke detectors and car seat reviewed.", "Pets: dog, cat."]) + "\n")


def birth(d, c):
    d.w("BIRTH HX: Born at {h} at {ga} weeks via {m}, BW {bw} g. ", h=(hospital(), "HOSPITAL"), ga=str(ri(35, 41)),
        m=ch(["SVD", "C-section", "repeat C/S", "vacuum-assisted delivery"]), bw=str(ri(2300, 4400)))
    d.w("Newborn screen (kit {kit}) normal. Passed hearing screen.\n", kit=("%s" % digits(8), "IDNUM"))


def wcc(d, c):
    pt = c["pt"]
    k = key(c)
    d.w("WELL CHILD CHECK\n\nHPI: {n} is a {a} {s} here for {v} well visit with {his} {rel}. ",
        n=ch([pt.f, pt.full])(), a=age_str(c["an"], c["au"]), s="girl" if pt.sex == "F" else "boy",
        v=("%d %s" % (c["an"], {"d": "day", "m": "month", "y": "year"}[c["au"]])) if False else "routine",
        his=his(pt), rel=ch(["mother", "father", "parents"]))
    d.w("Parent concerns: %s\n\n" % ch(["none", "picky eating", "snoring", "tantrums", "constipation", "screen time",
                                         "eczema flares", "bedwetting"]))
    if k in ("d", "m2", "m4", "m6", "m9", "m12"):
        birth(d, c)
    d.w("DEVELOPMENT: %s\n" % MILESTONES[k])
    infant = k in ("d", "m2", "m4", "m6", "m9")
    toddler = k in ("m12", "m15", "m18", "m24")
    if infant:
        nut = ch(["Breastfeeding on demand plus vitamin D drops.", "Formula 4-6 oz q3h.", "Breast milk and formula, starting purees."])
    elif toddler:
        nut = ch(["Whole milk 16 oz/day, table foods.", "Weaned from bottle, picky with vegetables."])
    else:
        nut = ch(["Balanced diet, 1-2 servings fruit/veg daily, juice limited.", "Skips breakfast, fast food 2x/week.", "Vegetarian, takes a multivitamin."])
    d.w("NUTRITION: %s\n" % nut)
    history(d, c)
    social(d, c)
    yrs = (c["date"] - c["dob"]).days / 365.0
    ht = 50 + 25 * min(yrs, 1) + (6.5 * (yrs - 1) if yrs > 1 else 0) + R.uniform(-4, 4)
    d.w("\nGROWTH: Wt %.1f kg (%dth %%ile), Ht %.1f cm (%dth %%ile), %s\n" % (weight(c), ri(3, 97), min(ht, 188),
                                                                             ri(3, 97), ("HC %.1f cm" % (35 + 12 * min(yrs, 2) / 2 + R.uniform(-1, 1))) if yrs < 2 else "BMI %dth %%ile" % ri(5, 97)))
    d.w("EXAM: Well-appearing, active. %s." % ("AFOSF" if c["au"] != "y" else "Normocephalic"))
    d.w(" Red reflex present bilaterally. TMs clear. Heart RRR no murmur. "
        "Lungs clear. Abdomen soft, no masses. %s. Hips stable. Skin: %s. Neuro: age-appropriate tone and reflexes.\n\n" % (
            ("Normal female genitalia" if pt.sex == "F" else "Normal male genitalia, testes descended bilaterally") + (", Tanner %d" % ri(2, 5) if k == "teen" else ""),
            ch(["no rashes", "mild eczema antecubital fossae", "dermal melanocytosis sacrum", "café-au-lait macule x1"])))
    d.w("IMMUNIZATIONS GIVEN {dt}: %s. VIS provided, consent by {par}. Vaccine record sent to state registry.\n" % ", ".join(VACC[k]),
        dt=D(c["date"], "us"), par=ch([c["mom"], c["dad"]]).full())
    if k in ("m9", "m12", "m18", "m24", "y"):
        d.w("Lead level: %.1f mcg/dL, Hgb %.1f. Specimen {acc}.\n" % (R.uniform(0.5, 4), R.uniform(10.2, 13)), acc=accession())
    d.w("\nANTICIPATORY GUIDANCE: %s\n" % (
        "Safe sleep on back, no loose bedding, rear-facing car seat." if infant else
        "Childproofing, poison control number on fridge, water heater at 120 F." if toddler else
        "Helmet use, booster seat until 4'9\", screen time limits." if k == "y" else
        "Driving safety, social media, sleep hygiene, confidentiality reviewed."))
    d.w("Next well visit: {dt}\n", dt=D(days(c["date"], ri(50, 370)), ch(["us", "my", "long", "wk"])))


def sick(d, c):
    pt = c["pt"]
    case = c["case"]
    cc, h, ex, dx, plan = SICK[case]
    d.w("SICK VISIT\n\nCC: {cc}\nHPI: {n} is a {a} {s} brought in by {his} {rel} for {cc2}. {h} ",
        cc=cc, n=ch([pt.f, pt.full, lambda: pt.ini()])(), a=age_str(c["an"], c["au"]), s=sexw(pt, 1), his=his(pt),
        rel=ch(["mother", "father", "grandmother", "aunt"]), cc2=cc, h=h)
    d.w("Symptoms started {dt}. ", dt=D(days(c["date"], -ri(1, 5)), ch(["wday", "md", "wk", "mdlong"])))
    if rb(0.5):
        d.w("Seen at {h} urgent care on {dt} and told it was viral. ", h=(clinic("uc"), "HOSPITAL"),
            dt=D(days(c["date"], -ri(1, 3)), ch(["md", "wday"])))
    d.w("Immunizations up to date.\n\n")
    history(d, c)
    social(d, c)
    d.w("\nROS: %s fever, %s cough, %s rash, %s vomiting, %s diarrhea. Urine output %s.\n" % tuple(
        [ch(["+", "no", "no"]) for _ in range(5)] + [ch(["normal", "slightly decreased"])]))
    d.w("\nVS: T %.1f  HR %d  RR %d  SpO2 %d%%  Wt %.1f kg" % (R.uniform(36.6, 39.6), ri(80, 165), ri(16, 48), ri(92, 100), weight(c)) + "\nEXAM: " + ex + " Otherwise well-appearing, interactive.\n\n")
    d.w("A/P: " + dx + "\n")
    for x in plan:
        d.w("- " + x + "\n")
    d.w("- Discussed warning signs with {par}; call {p} (after-hours nurse line) with concerns.\n", par=c["mom"].f(), p=PH(c["pst"]))
    d.w("- Daycare/school note given for {a}-{b}.\n", a=D(c["date"], "md"), b=D(days(c["date"], ri(1, 3)), "md"))


def terse(d, c):
    pt = c["pt"]
    case = c.get("case") or ch(list(SICK))
    cc, h, ex, dx, plan = SICK[case]
    d.w("PHONE ENCOUNTER {dt} {tm}\n", dt=D(c["date"], "us2"), tm=tod())
    d.lc = True
    d.w("caller: {m} (mom) cb {p}\npt {n}, {a}, dob {dob}\n", m=c["mom"].full(), p=c["phone"], n=pt.full(),
        a=age_str(c["an"], c["au"]), dob=D(c["dob"], "us2"))
    d.w("mom reports %s. %s advised same day appt, scheduled w/ {doc} at {tm}. {rn}\n" % (cc, h), doc=c["doc"].l(), tm=tod(),
        rn=c["rn"].lcini())
    d.lc = False
    d.w("\n")


def gen(d):
    kind = ch(["wcc", "wcc", "sick", "sick", "call"])
    c = setup("wcc" if kind == "wcc" else "sick")
    if kind == "call" and "case" not in c:
        c["case"] = "ge"
    d.ctx = c
    if rb(0.1):
        d.typo = 0.02
    if kind == "call":
        terse(d, c)
    head(d, c)
    parent_block(d, c)
    if kind == "wcc":
        wcc(d, c)
    else:
        sick(d, c)
    if rb(0.3):
        d.w("\nRefer to {spc}: {dr}, {h}, fax {f}.\n", spc=ch(["pediatric ENT", "developmental pediatrics", "pediatric GI", "allergy",
                                                                 "audiology", "speech therapy"]),
            dr=["Dr. ", Person("DOCTOR").full()], h=(hospital(), "HOSPITAL"), f=FX(c["pst"]))
    if rb(0.5):
        d.w("\nVitals and vaccines by {rn}, {cr}.\n", rn=c["rn"].full(), cr=c["rn"].cred)
    esign(d, c, c["doc"])
    if rb(0.5):
        d.w("\nPatient portal proxy access granted to {m} ({e}).\n", m=c["mom"].full(), e=email_for(c["mom"]))
    if rb(0.4):
        audit(d, c)
    return "pediatrics"
