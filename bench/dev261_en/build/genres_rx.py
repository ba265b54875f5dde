"""Genres: pharmacy refill request, sexual health visit note."""

import blocks as B
import clinical as C
import phi
import pools_places as PP

RX = [
    ("Sertraline 50 mg tablet", "1 tab PO daily", "16729-0213-01", 30, False),
    ("Escitalopram 10 mg tab", "1 PO qAM", "0093-5851-56", 30, False),
    ("Lisdexamfetamine (Vyvanse) 30 mg cap", "1 cap PO qAM", "59417-0103-10", 30, True),
    ("Methylphenidate ER (Concerta) 36 mg", "1 tab PO every morning", "50458-0586-01", 30, True),
    ("Albuterol HFA 90 mcg/actuation", "2 puffs q4-6h PRN wheeze", "0173-0682-20", 1, False),
    ("Levonorgestrel/EE 0.15/0.03 mg", "1 tab daily", "0603-7663-17", 84, False),
    ("Drospirenone/EE 3/0.02 mg (Yaz)", "1 tab daily", "50419-0405-03", 84, False),
    ("Levothyroxine 75 mcg", "1 tab daily before breakfast", "0378-1805-01", 90, False),
    ("Lamotrigine 100 mg", "1 tab BID", "13668-0047-01", 60, False),
    ("Tretinoin 0.025% cream 45 g", "apply pea-sized amount nightly", "0187-5160-45", 1, False),
    ("Spironolactone 50 mg", "1 tab daily", "53489-0143-01", 30, False),
    ("Emtricitabine/tenofovir DF 200/300 mg (PrEP)", "1 tab daily", "61958-0701-01", 30, False),
    ("Insulin glargine 100 U/mL pen", "22 units SC nightly", "0088-2219-05", 5, False),
    ("Ondansetron 4 mg ODT", "1 ODT q8h PRN nausea", "0781-5238-10", 12, False),
]
UK_RX = [
    ("Sertraline 100mg tablets", "ONE daily"), ("Salbutamol 100micrograms/dose inhaler", "TWO puffs when required"),
    ("Microgynon 30 tablets", "ONE daily 21/7"), ("Fluoxetine 20mg capsules", "ONE each morning"),
    ("Levothyroxine 50microgram tablets", "ONE daily"), ("Elvanse 30mg capsules", "ONE in the morning"),
    ("Propranolol 10mg tablets", "ONE up to TDS when required"), ("Mirtazapine 15mg tablets", "ONE at night"),
]


def refill(rng, n, cs):
    us_style = cs.c in ("US", "CA") or rng.random() < 0.3
    if us_style:
        drug, sig, ndc, qty, ctrl = rng.choice(RX)
    else:
        drug, sig = rng.choice(UK_RX)
        ndc, qty, ctrl = None, rng.choice([28, 56, 84, 1]), "Elvanse" in drug
    n.t(rng.choice(["REFILL AUTHORIZATION REQUEST", "Repeat Prescription Request", "Rx Renewal Request (e-Rx)",
                    "PHARMACY REFILL REQUEST - FAX", "Prescription renewal - pharmacy initiated"]) + "\n")
    n.f("Date: {d} " + B.hhmm(rng) + "    Page 1 of 1\n", d=(cs.d(None, rng.choice(["num", "num2", "iso", "dmy_txt"])), "DATE"))
    n.t("TO: ")
    n.p(cs.clinic, "HOSPITAL")
    n.f("   Fax: {f}\n", f=(cs.clinic_fax, "FAX"))
    n.t("FROM: ")
    n.p(cs.pharmacy, "HOSPITAL")
    n.t(", ")
    n.seg(phi.address(rng, cs.c, cs.loc, True))
    n.f("\n      Ph {p}   Fax {f}\n", p=(phi.phone(rng, cs.c, mobile=False), "PHONE"), f=(phi.phone(rng, cs.c, mobile=False), "FAX"))
    if rng.random() < 0.5:
        n.t("Pharmacist: ")
        n.seg(cs.sname("ph", 0, rng.choice(["full_cred", "full", "init_cred"])))
        n.nl()
    n.nl()
    n.t("PATIENT: ")
    n.seg(cs.pname(rng.choice(["LASTFIRST", "lastfirst", "full"])))
    n.t("   DOB: ")
    n.seg(B.dob_seg(cs))
    n.nl()
    if rng.random() < 0.6:
        n.t("Address: ")
        n.seg(cs.addr(oneline=True) if rng.random() < 0.5 else [(cs.term_street, "STREET"), ", ", (cs.city, "CITY")])
        n.nl()
    n.f("Phone: {p}\n", p=(cs.phone, "PHONE"))
    if cs.c == "UK":
        n.f("NHS No: {h}\n", h=(cs.plan, "HEALTHPLAN"))
    elif rng.random() < 0.5:
        B.insurance_line(n, cs)
    n.nl()
    rxno = phi.idnum(rng, "rx")
    n.f("Rx #: {r}\n", r=(rxno, "IDNUM"))
    n.t("Drug: " + drug + "\n")
    if ndc:
        n.t("NDC: " + ndc + "    ")
    n.t("Qty: %d    Days supply: %d\n" % (qty, rng.choice([28, 30, 84, 90])))
    n.t("Sig: " + sig + "\n")
    last = phi.add_days(cs.visit, -rng.randint(25, 95))
    n.f("Last filled: {d}    Refills remaining: 0    Original Rx date: {o}\n",
        d=(cs.d(last, rng.choice(["num", "num2", "short"])), "DATE"),
        o=(cs.d(phi.add_days(last, -rng.randint(60, 300)), rng.choice(["num", "num2"])), "DATE"))
    n.t("Prescriber: ")
    st = cs.staff(rng.choice(["md", "np"]))
    n.seg(phi.staff_name(rng, st, rng.choice(["drfull", "full_cred", "lastfirst"])))
    if cs.c == "US":
        n.f("   NPI {a}   DEA {b}\n", a=(phi.license_no(rng, "US", "npi"), "LICENSE"), b=(phi.license_no(rng, "US", "dea"), "LICENSE"))
    elif cs.c == "AU":
        n.f("   Prescriber no. {a}\n", a=(phi.license_no(rng, "AU", "prescriber"), "LICENSE"))
    elif cs.c == "UK":
        n.f("   GMC {a}\n", a=(phi.license_no(rng, "UK", "gmc"), "LICENSE"))
    else:
        n.f("   CPSO {a}\n", a=(phi.license_no(rng, "CA", "cpso"), "LICENSE"))
    if ctrl:
        n.t("** Schedule II / controlled - new prescription required, no refills permitted. ")
        n.f("PDMP reviewed {d}. **\n", d=(cs.d(None, "short"), "DATE"))
    if rng.random() < 0.4:
        n.f("Pharmacy note: patient requested early refill - travelling to {c} on {d}.\n",
            c=(rng.choice(PP.WORLD), "COUNTRY"), d=(cs.day(rng.randint(2, 9), rng.choice(["short", "mon_day"])), "DATE"))
    if cs.c == "UK" and rng.random() < 0.6:
        n.f("EPS prescription ID: {e}\n", e=("%s-%s-%s" % (phi.letters(rng, 2) + phi.digits(rng, 4), phi.digits(rng, 3) + phi.letters(rng, 3),
                                                         phi.digits(rng, 5) + phi.letters(rng, 1)), "IDNUM"))
    n.nl()
    n.t("---------------- PRESCRIBER RESPONSE ----------------\n")
    r = rng.random()
    if r < 0.5:
        n.t("[X] APPROVED   refills: %d   " % rng.choice([1, 2, 3, 5, 11]))
        n.t(rng.choice(["Due for med review in 3 months.", "Last BP 116/74 (ok for COC).", "TSH 2.1 mU/L in range.",
                        "PHQ-9 improved 17 -> 7."]) + "\n")
    elif r < 0.8:
        n.t("[X] DENIED - needs appointment. ")
        n.f("Pt contacted {d} to book; ", d=(cs.d(None, "short"), "DATE"))
        n.t(rng.choice(["no answer, VM left.", "booked for Thursday.", "will come to walk-in."]) + "\n")
    else:
        n.t("[X] APPROVED x1 bridging supply only. Must be seen before next refill.\n")
    n.t("Signed: ")
    n.seg(phi.staff_name(rng, st, rng.choice(["full_cred", "initials", "drfull"])))
    n.f("   Date: {d}\n", d=(cs.d(None, rng.choice(["num", "short"])), "DATE"))
    if rng.random() < 0.5:
        n.t("Processed by: ")
        n.seg(cs.sname(rng.choice(["rn", "ma"]), 0, rng.choice(["full", "initials", "full_cred"])))
        n.f(" / ref {t}\n", t=(phi.idnum(rng, "ticket"), "IDNUM"))


# ---------------------------------------------------------------- sexual health
def sexual_health(rng, n, cs):
    clinic = rng.choice(PP.SEXUAL_HEALTH[cs.c] + [cs.clinic])
    n.t(rng.choice(["SEXUAL HEALTH CONSULTATION", "GUM / Sexual Health Clinic Record", "Sexual & Reproductive Health Visit",
                    "STI Screening Visit"]) + "\n")
    n.p(clinic, "HOSPITAL")
    n.t(" - " + rng.choice(["walk-in session", "booked appointment", "evening clinic", "express testing"]) + "\n")
    n.f("Visit: {d}   Clinic no.: {m}\n", d=(cs.d(None, rng.choice(["num", "dmy_txt", "iso"])), "DATE"), m=(phi.mrn(rng), "MRN"))
    if rng.random() < 0.3:
        n.t("(Patient chose to register under alias - do not cross-reference with main record)\n")
    else:
        B.demo(n, cs, ["name", "dob"] + rng.sample(["phone", "email", "sid", "pref"], 2), layout=rng.choice(["pipe", "lines"]))
    n.f("Consent to contact by SMS on {p}: " + rng.choice(["yes", "yes - discreet msgs only", "no, call only"]) + "\n", p=(cs.phone, "PHONE"))
    n.nl()
    n.t("HISTORY\n")
    n.seg(cs.age_seg())
    n.t(" " + rng.choice(["student", "uni student", "undergrad", "grad student"]) + ". ")
    n.t(C.fill(rng, rng.choice(C.SH_HX)) + " ")
    if rng.random() < 0.6:
        part = phi.make_person(rng)
        n.t("Regular partner ")
        n.seg(phi.name(rng, part, "FAMILY", rng.choice(["first", "first", "full", "first_init"]), cs.c))
        n.f(" (" + rng.choice(["together 8 months", "casual", "long distance, visited {d}", "ex-partner"]) + ").",
            d=(cs.day(-rng.randint(5, 40), rng.choice(["short", "mon_day"])), "DATE"))
    n.nl()
    n.t("Contraception: " + rng.choice(["COC", "condoms", "Nexplanon (inserted last year)", "Mirena IUS", "none", "copper IUD", "N/A"]) + ". ")
    lmp = phi.add_days(cs.visit, -rng.randint(3, 30))
    if cs.sex == "F":
        n.f("LMP {d}. ", d=(cs.d(lmp, rng.choice(["short", "num", "mon_day"])), "DATE"))
    n.t("Previous STI: " + rng.choice(["none", "chlamydia treated", "HSV-2", "gonorrhoea x1"]))
    if rng.random() < 0.5:
        n.f(" (" + rng.choice(["{d}", "in {d}"]) + ")", d=(cs.d(phi.add_days(cs.visit, -rng.randint(100, 900)), rng.choice(["year", "month_year"])), "DATE"))
    n.t(". Alcohol/drugs with sex: " + rng.choice(["no", "sometimes", "chemsex declined", "alcohol usually"]) + ".\n")
    n.t("Safeguarding/consent concerns: " + rng.choice(["none identified", "none; asked alone", "discussed - coercive partner, IDVA info given"]) + ".\n")
    if rng.random() < 0.3:
        n.f("Works as a {j}; ", j=(cs.job, "PROFESSION"))
        n.t("no occupational exposure.\n")
    n.nl()
    n.t("EXAM: " + rng.choice(["declined (asymptomatic screen)", "NAD external genitalia, no LAD",
                               "mucopurulent cervical discharge, contact bleeding", "2 shallow tender ulcers L labium, inguinal LAD",
                               "urethral discharge, meatitis"]) + "\n\n")
    n.t("TESTS\n")
    for t in C.pick(rng, C.SH_TESTS, rng.randint(3, 5)):
        n.f("- " + t + "  spec {s}\n", s=(phi.idnum(rng, "acc"), "IDNUM"))
    n.nl()
    n.t("RESULTS (" )
    n.p(cs.day(rng.randint(2, 7), rng.choice(["short", "num"])), "DATE")
    n.t("): ")
    n.t(rng.choice(["CT DETECTED; NG not detected; HIV/syphilis negative.", "All negative.", "NG DETECTED (culture sent, sensitivities pending).",
                    "TV detected on NAAT.", "HSV-1 PCR positive.", "Syphilis EIA reactive, RPR 1:32 - recalled."]) + "\n\n")
    n.t("PLAN\n")
    for s in C.pick(rng, C.SH_PLAN, rng.randint(2, 4)):
        n.t("- " + s + "\n")
    if rng.random() < 0.5:
        n.f("- Partner notification: contact slip ref {r} for " + rng.choice(["1", "2", "3"]) + " partner(s).\n",
            r=(phi.idnum(rng, "case"), "IDNUM"))
    if rng.random() < 0.35:
        n.f("- Results link: {u}\n", u=(phi.url(rng, "/sexualhealth/results"), "URL"))
    n.nl()
    n.t("Clinician: ")
    n.seg(cs.sname(rng.choice(["np", "md", "rn"]), 0, rng.choice(["full_cred", "init_cred", "drfull"])))
    n.nl()
    if rng.random() < 0.4:
        n.t("Health adviser: ")
        n.seg(cs.sname("rn", 1, rng.choice(["full", "full_cred"])))
        n.nl()
