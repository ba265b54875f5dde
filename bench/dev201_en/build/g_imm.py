"""Genre: immunisation catch-up plan."""
import common as C
import gen
import pools
from ctx import Ctx
from gen import Doc, P
from kw import base_kw

FOREIGN_CITIES = {"Syria": "Aleppo", "Afghanistan": "Herat", "Ukraine": "Kharkiv", "Brazil": "Recife",
                  "Nigeria": "Ibadan", "Guatemala": "Quetzaltenango", "Honduras": "San Pedro Sula",
                  "Somalia": "Baidoa", "India": "Pune", "Poland": "Lodz", "Eritrea": "Keren",
                  "Venezuela": "Maracaibo", "Haiti": "Les Cayes", "Pakistan": "Peshawar", "Romania": "Iasi",
                  "Moldova": "Balti", "Sudan": "Kassala", "Bangladesh": "Sylhet", "El Salvador": "Santa Ana",
                  "Philippines": "Cebu", "Iraq": "Mosul", "Lithuania": "Kaunas",
                  "the Democratic Republic of the Congo": "Bukavu"}
LANGS = {"Syria": "Arabic", "Afghanistan": "Dari", "Ukraine": "Ukrainian", "Brazil": "Portuguese",
         "Nigeria": "Yoruba", "Guatemala": "Spanish", "Honduras": "Spanish", "Somalia": "Somali",
         "India": "Marathi", "Poland": "Polish", "Eritrea": "Tigrinya", "Venezuela": "Spanish",
         "Haiti": "Haitian Creole", "Pakistan": "Pashto", "Romania": "Romanian", "Moldova": "Romanian",
         "Sudan": "Arabic", "Bangladesh": "Sylheti", "El Salvador": "Spanish", "Philippines": "Tagalog",
         "Iraq": "Arabic", "Lithuania": "Lithuanian", "the Democratic Republic of the Congo": "Swahili"}

# (vaccine, ages in days it was typically given abroad)
ABROAD = [("BCG", [0]), ("OPV", [0, 42, 70, 98]), ("Pentavalent (DTwP-HepB-Hib)", [42, 70, 98]),
          ("PCV", [42, 70]), ("Rotavirus", [42, 70]), ("Measles", [270]), ("MR", [455]),
          ("DTP booster", [540]), ("IPV", [98])]

US_PLAN = [
    ["DTaP #{n}", "IPV #{n}", "MMR #1", "Varicella #1", "HepB #1", "HepA #1"],
    ["DTaP #{n}", "IPV #{n}", "HepB #2", "Hib", "PCV15"],
    ["MMR #2", "Varicella #2", "HepA #2"],
    ["DTaP/Tdap #{n}", "HepB #3", "IPV #{n}"],
]
TEEN_PLAN = [
    ["Tdap", "IPV #1", "MMR #1", "Varicella #1", "HepB #1", "MenACWY", "HPV #1"],
    ["Td #2", "IPV #2", "MMR #2", "HepB #2", "HepA #1"],
    ["Varicella #2", "HPV #2", "MenB #1"],
    ["Td #3", "IPV #3", "HepB #3", "HepA #2"],
]
IE_PLAN = [
    ["6-in-1 (Hexyon) dose 1", "MMR dose 1", "PCV13", "MenC"],
    ["6-in-1 dose 2", "MenB dose 1", "Hib/MenC"],
    ["6-in-1 dose 3", "MMR dose 2", "MenB dose 2"],
    ["4-in-1 (Tetraxim) booster", "HPV (Gardasil 9) if 12+"],
]
IE_TEEN_PLAN = [
    ["Tdap-IPV (Boostrix-IPV)", "MMR dose 1", "MenACWY", "HepB dose 1"],
    ["Td/IPV dose 2", "MMR dose 2", "HPV dose 1", "HepB dose 2"],
    ["Td/IPV dose 3", "HepB dose 3"],
    ["HPV dose 2 (2-dose schedule)"],
]


def build(rng, country, lower):
    ctx = Ctx(rng, country, lower, (400, 16 * 365))
    d = Doc(lower, ctx.country)
    kw = base_kw(ctx, rng)
    us = ctx.us
    reason = rng.choice(["refugee", "refugee", "adoption", "lapsed", "unknown"])
    ctry = rng.choice(pools.COUNTRIES_ORIGIN)
    if reason == "lapsed":
        ctry = None
    doc = ctx.clin(rng.choice(["MD", "CPNP", "MD, MPH"]) if us else rng.choice(["MICGP", "MRCPI", "MB BCh BAO"]))
    nurse = ctx.clin("RN" if us else rng.choice(["RGN", "PHN"]))
    arrive = gen.add_days(ctx.visit, -rng.randint(20, 300))
    d.line(rng.choice(["IMMUNIZATION CATCH-UP PLAN", "Catch-up Immunization Schedule", "VACCINE CATCH-UP PLAN"]) if us else
           rng.choice(["IMMUNISATION CATCH-UP PLAN", "Catch-up Vaccination Record & Plan", "CATCH-UP IMMUNISATION SCHEDULE"]))
    d.line("{c}{x}", c=P(ctx.clinic if (rng.random() < 0.5 or not ctry) else rng.choice(
        ["{r} Refugee Health Clinic", "{r} New Arrivals Clinic", "{r} International Adoption Clinic",
         "{r} Immunisation Clinic"]).format(r=rng.choice(pools.US_HOSP_ROOTS if us else pools.IE_HOSP_ROOTS)),
        "HOSPITAL"), x="" if rng.random() < 0.5 else ", " + ("Community Health" if us else "Primary Care"))
    d.t("\n")
    C.pt_header(ctx, d, rng, fields=rng.choice([("name", "dob", "mrn"), ("name", "dob", "sex", "mrn")]))
    if ctry and rng.random() < 0.5:
        d.w("Alias on overseas card: ")
        d.line("{n}", n=P(ctx.pt.last.upper() + " " + ctx.pt.first.upper(), "PATIENT"))
    d.line("Date: {dt}   Clinician: {c}", dt=kw["today"], c=ctx.dr(doc))
    if ctry:
        d.line("Country of birth: {c}   Arrived in {h}: {a}", c=P(ctry, "COUNTRY"),
               h=P(rng.choice(["US", "USA", "the United States"]) if us else "Ireland", "COUNTRY"),
               a=ctx.D(arrive, rng.choice([ctx.dstyle, "month_year"])))
        lang = LANGS.get(ctry, "English")
        if rng.random() < 0.6:
            itp = ctx.clin("interpreter")
            d.line("Language: {l}; interpreter {i} (staff) present{m}.", l=lang, i=itp.n("fl"),
                   m="" if rng.random() < 0.5 else " in person")
        else:
            d.line("Language: {l}; telephone interpreter, ID {i}.", l=lang, i=P(gen.digits(rng, 6), "IDNUM"))
    d.w("Parent/guardian: {g} ({rel})", g=ctx.guardian.n("fl"), rel=kw["rel"])
    d.line(", tel {p}", p=P(ctx.guardian.phone, "PHONE"))
    if reason == "refugee" and us:
        d.line("Resettlement agency caseworker: {n}, {o}, {p}", n=ctx.adult(rng.choice("MF"), "caseworker").n("fl"),
               o=P(rng.choice(["Tri-Valley Family Services", "New Roots Resettlement", "Harbor Welcome Center"]), "ORGANIZATION"),
               p=P(gen.us_phone(rng), "PHONE"))
    elif reason == "refugee":
        d.line("Accommodation: IPAS centre, {a}; key worker {n}.", a=[P(ctx.street, "STREET"), ", ", P(ctx.city, "CITY")],
               n=ctx.adult(rng.choice("MF"), "keyworker").n("fl"))
    elif reason == "adoption":
        d.line("Adopted from {c}; adoption finalised {dt}.", c=P(ctry, "COUNTRY") if ctry else "abroad",
               dt=ctx.D(gen.add_days(arrive, -rng.randint(10, 60))))
    d.t("\n")
    d.line("RECORDS REVIEWED")
    if ctry:
        cty = FOREIGN_CITIES.get(ctry, "the capital")
        d.line("Handwritten vaccination card from {h}, {c} (translated). Dates recorded day/month/year.",
               h=P(rng.choice(["Al-Salam Health Centre", "District Hospital No. 2", "Mission Clinic",
                               "Polyclinic 4", "Centro de Salud Esperanza", "Camp Health Post B"]), "HOSPITAL"),
               c=P(cty, "CITY") if cty != "the capital" else "capital")
        d.line("Vaccine                          Date(s) given                Counted")
        for vac, ages in ABROAD:
            if rng.random() < 0.35:
                continue
            if ctx.age_m * 30 < max(ages):
                continue
            d.t(vac.ljust(33))
            n_used = 0
            for j, a in enumerate(ages):
                if rng.random() < 0.2:
                    continue
                if n_used:
                    d.t(", ")
                dt = gen.add_days(ctx.dob, a + rng.randint(0, 20))
                d.add(ctx.D(dt, rng.choice(["ie_slash", "ie_dot", "ie_short"])))
                n_used += 1
            if not n_used:
                d.t("not documented")
                d.line("   no")
            else:
                d.line("   {v}", v=rng.choice(["yes", "yes", "no - interval <4 wk", "yes (valid)", "partial"]))
    else:
        d.line("State IIS record and {gp} records from {c}. Last vaccines given {dt}." if us else
               "National Immunisation Office record and GP records from {c}. Last vaccines given {dt}.",
               gp=kw["gp"], c=kw["clinic"],
               dt=ctx.D(gen.add_days(ctx.dob, rng.choice([120, 180, 400]))))
        if us and rng.random() < 0.7:
            d.line("IIS patient ID: {i}", i=P(gen.digits(rng, 9), "IDNUM"))
        d.line("{Rel} reports delay due to {x}.", Rel=kw["rel"].capitalize(),
               x=rng.choice(["vaccine hesitancy, now agreeable after discussion", "family relocation",
                             "missed appointments during the pandemic", "child's prolonged illness"]))
    d.t("\n")
    d.line("SEROLOGY / SCREENING")
    acc = P("%s-%s" % (rng.choice(["SER", "VIR", "L"]), gen.digits(rng, 7)), "IDNUM")
    d.line("Drawn {dt}, accession {a}:", dt=ctx.dt(-rng.randint(7, 21)), a=acc)
    d.line("  Measles IgG {m}; Rubella IgG {r}; Varicella IgG {v}; HBsAg {hb}; anti-HBs {ab} mIU/mL; "
           "Hep A total Ab {ha}.", m=rng.choice(["positive", "negative", "equivocal"]),
           r=rng.choice(["positive", "negative"]), v=rng.choice(["positive", "negative"]),
           hb=rng.choice(["negative", "negative", "negative", "positive - referred to hepatology"]),
           ab=str(rng.randint(0, 300)), ha=rng.choice(["reactive", "non-reactive"]))
    if ctry:
        d.line("  QuantiFERON: {q}. Strongyloides serology {s}. Lead {l} mcg/dL. Hb {hb} g/dL.",
               q=rng.choice(["negative", "positive - CXR clear, LTBI treatment started", "indeterminate, repeat"]),
               s=rng.choice(["negative", "positive, ivermectin given"]), l="%.1f" % rng.uniform(0.5, 8),
               hb="%.1f" % rng.uniform(9.0, 13.5))
    d.t("\n")
    d.line("CATCH-UP PLAN ({x})", x=rng.choice(["per CDC catch-up schedule, minimum intervals", "ACIP catch-up tables"]) if us
           else "per HSE National Immunisation Advisory Committee guidance")
    if not us:
        plan = IE_TEEN_PLAN if ctx.age_y >= 10 else IE_PLAN
    else:
        plan = TEEN_PLAN if ctx.age_y >= 7 else US_PLAN
    offs = [0, 28, 56, 180]
    if rng.random() < 0.5:
        offs = [0, 28, 60, 210]
    for i, (vs, off) in enumerate(zip(plan, offs)):
        when = gen.add_days(ctx.visit, off)
        vs2 = [x.replace("{n}", str(i + 1)) for x in vs if rng.random() < 0.85]
        d.w("Visit {i} ", i=str(i + 1))
        if i == 0:
            d.w("(today, {dt}): ", dt=ctx.D(when))
        else:
            d.w("(on/after {dt}): ", dt=ctx.D(when))
        d.line(", ".join(vs2) if vs2 else "review only")
    d.line("Given today by {n}, {cr}; {site}.", n=nurse.n(rng.choice(["fl", "fi_last"])), cr=nurse.cred,
           site=rng.choice(["L and R anterolateral thigh", "L and R deltoid", "deltoids; observed 15 min, no reaction"]))
    d.line("Next appointment: {dt} at {t} with {n}.", dt=ctx.D(gen.add_days(ctx.visit, offs[1]),
                                                               rng.choice(["wk_us" if us else "wk_ie", ctx.dstyle])),
           t=rng.choice(["9:30", "10:15 AM", "14:00", "3:40 PM"]), n=nurse.n("first"))
    d.t("\n")
    d.line("NOTES")
    d.line(rng.choice([
        "BCG scar present left deltoid. Do not repeat BCG.",
        "Oral polio doses abroad: only trivalent OPV given before April 2016 counted toward the polio series.",
        "Doses on the card without a legible date were not counted.",
        "Serology used in place of repeat doses where positive.",
    ]))
    if rng.random() < 0.5:
        d.line("School: {s}. Copy of plan given to {rel} for the school {x}.", s=kw["school"], rel=kw["rel"],
               x="nurse" if us else "principal")
    if rng.random() < 0.4:
        d.line("Records can be uploaded at {u}.", u=P(C.site_url(ctx, rng), "URL"))
    d.t("\n")
    C.e_sign(ctx, d, doc, rng)
    return d, ctx
