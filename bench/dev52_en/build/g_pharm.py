"""Genre 4: pharmacy dispensing records and medication therapy management notes."""
from core import *  # noqa
from world import *  # noqa
import clin
import pools as PL


def dispensing(rng, c):
    lines = []
    ph = c.rph
    lines.append(hosp(c.pharm).upper() if False else hosp(c.pharm))
    a = make_address(rng, c.loc)
    lines.append(addr_block(rng, a, oneline=True))
    lines.append("Ph %s  Fax %s" % (c.ph(), c.fx()))
    if c.loc == "US":
        lines.append("NCPDP %s   Pharmacy NPI %s   DEA %s" % (idn(digits(rng, 7)), lic(npi(rng)), lic(dea(rng))))
    elif c.loc == "AU":
        lines.append("PBS Approval No. %s" % lic(fmt_id(rng, "#####@")))
    lines.append("")
    lines.append(rng.choice(["DISPENSING HISTORY", "Patient Medication Profile", "RX DISPENSE LOG", "Dispensing Record"]))
    lines.append("Printed %s by %s" % (c.d(rng.randint(0, 5)), usr(ph.username())))
    lines.append("")
    lines.append("Patient: %s" % pt(c.pt.last_first(upper=rng.random() < 0.5)))
    lines.append("DOB: %s   Sex: %s   Age: %s" % (c.dobs(), c.pt.sex, age(c.age)))
    lines.append("Address: %s" % addr_block(rng, c.addr, oneline=True))
    lines.append("Phone: %s   Mobile: %s" % (tel(c.phone), tel(c.mobile)))
    if c.loc == "US":
        lines.append("Plan: %s   ID %s   Group %s   BIN %s" % (org(c.insurer), hplan(c.hplan), hplan(fmt_id(rng, "G#####")), rng.choice(["610014", "004336", "015581"])))
    elif c.loc == "AU":
        lines.append("Medicare: %s   Concession: %s" % (hplan(c.hplan), hplan(fmt_id(rng, "###-###-###@"))))
    elif c.loc == "CA":
        lines.append("Health card: %s   Drug plan: %s / %s" % (hplan(c.hplan), org(c.insurer), hplan(fmt_id(rng, "#########-##"))))
    else:
        lines.append("NHS No: %s   Exemption: %s" % (mrn(c.nhs), rng.choice(["age 60+", "MedEx cert", "paid", "prepayment cert"])))
    lines.append("Allergies: %s" % rng.choice(["PENICILLINS", "NKDA", "SULFONAMIDES; latex", "CODEINE"]))
    lines.append("")
    fmtrow = "%-10s %-12s %-34s %-6s %-4s %s"
    lines.append(fmtrow % ("Date", "Rx#", "Drug / Sig", "Qty", "Rf", "Prescriber / RPh"))
    lines.append("-" * 96)
    meds = clin.med_list(rng, rng.randint(9, 15), c.loc)
    prescribers = [c.md, c.md2, c.new_clin("MD")]
    for i, m in enumerate(meds):
        d = c.d(-rng.randint(0, 180), "mdy" if c.loc == "US" else "dmy")
        rx = fmt_id(rng, rng.choice(["#######", "RX######", "##-######"]))
        pr = rng.choice(prescribers)
        lines.append(" ".join([vpad(d, 10), vpad(idn(rx), 12), vpad(m[:34], 34), vpad(str(rng.choice([28, 30, 56, 60, 90, 100])), 6),
                               vpad(str(rng.randint(0, 5)), 4),
                               dr(pr.f_last()) + " / " + usr(ph.username() if rng.random() < 0.6 else c.new_clin("PH").username())]))
    lines.append("")
    cs = rng.choice(["oxycodone 5 mg tab", "hydromorphone 2 mg tab", "lorazepam 1 mg", "methylphenidate ER 36 mg",
                     "buprenorphine 8 mg SL", "fentanyl 25 mcg/hr patch"])
    lines.append("CONTROLLED SUBSTANCE PICK-UP: %s #%d" % (cs, rng.randint(10, 60)))
    pick = rng.random()
    if pick < 0.5:
        lines.append("  Collected by: patient. ID checked: driver's licence %s, exp %s." % (lic(driver_license(rng, c.loc)), dt(str(rng.randint(2027, 2031)))))
    else:
        lines.append("  Collected by: %s %s (%s). ID: driver's licence %s." % (c.rel, fam(c.fam.full()), tel(fphone(rng, c.loc, mobile=True)),
                                                                         lic(driver_license(rng, c.loc))))
    lines.append("  Prescriber: %s  DEA %s" % (c.md.ref(), lic(dea(rng))) if c.loc == "US" else "  Prescriber: %s  Prescriber no. %s" % (c.md.ref(), lic(med_license(rng, c.loc))))
    if rng.random() < 0.5:
        lines.append("  Signature pad ID %s; biometric verification %s (fingerprint)." % (dev(device_sn(rng)), bio(bioid_val(rng))))
    if c.loc == "US" and rng.random() < 0.6:
        lines.append("  PDMP checked %s by %s; no overlapping prescriptions." % (c.d(), usr(ph.username())))
    lines.append("")
    lines.append("Notes:")
    notes = [
        "%s: Called %s re prior auth for %s; ref #%s. Pt notified via %s." % (c.d(-2, "md"), org(c.insurer), rng.choice(["semaglutide", "adalimumab", "apixaban"]),
                                                                           idn(fmt_id(rng, "PA#########")), tel(c.mobile)),
        "%s: Interaction alert warfarin + %s overridden after discussion with %s." % (c.d(-5, "md"), rng.choice(["fluconazole", "amiodarone", "co-trimoxazole"]), c.md.ref()),
        "%s: Blister pack (Webster-pak / dosette) weekly, delivered to %s by driver %s." % (c.d(-9, "md"), street(c.addr["street"]), dr(Person(rng).first)),
        "%s: Pt's %s %s requested early refill - travelling to %s %s." % (c.d(-12, "md"), c.rel, fam(c.fam.first), country(rng.choice(PL.COUNTRIES)),
                                                                        c.d(-8, "dmonname")),
        "%s: Vaccine given: influenza (Lot %s) L deltoid by %s." % (c.d(-30, "md"), idn(fmt_id(rng, "@@####@")), ph.ref()),
    ]
    for n in rng.sample(notes, rng.randint(3, 5)):
        lines.append("- " + n)
    lines.append("")
    lines.append("Pharmacist in charge: %s   Reg. %s" % (ph.sig(), lic(med_license(rng, c.loc))))
    return "\n".join(lines)


MTM_ISSUES = [
    ("Adherence", "Refill history shows PDC 62% for atorvastatin; patient reports forgetting evening doses.",
     "Switch to morning dosing, pill organiser, refill synchronisation."),
    ("Drug interaction", "Taking OTC ibuprofen 400 mg TDS with lisinopril and furosemide (triple whammy risk); creatinine up from 1.0 to 1.4.",
     "Stop ibuprofen; use paracetamol/acetaminophen; recheck renal function in 1 week."),
    ("Untreated indication", "Post-MI, not on a statin in hospital discharge list.", "Recommend atorvastatin 80 mg to prescriber."),
    ("Dose too high", "Gabapentin 600 mg TID with eGFR 32.", "Recommend reduce to 300 mg BID; monitor sedation."),
    ("Inhaler technique", "Poor MDI technique observed (no breath hold, rapid inhalation). ACT score 14.",
     "Technique coached using placebo device; spacer supplied; teach-back successful."),
    ("Hypoglycaemia", "Two episodes of glucose <3.5 mmol/L on glipizide with skipped meals.", "Suggest switch to DPP-4 inhibitor; hypo action plan given."),
    ("Polypharmacy", "14 regular medicines, anticholinergic burden score 5, recent fall.", "Deprescribe oxybutynin and amitriptyline stepwise."),
]


def mtm(rng, c):
    c.set_age(45, 95)
    lines = []
    ph = c.rph
    t = rng.choice(["MEDICATION THERAPY MANAGEMENT - COMPREHENSIVE MEDICATION REVIEW", "Home Medicines Review (HMR) Report",
                    "MedsCheck Annual Review", "Structured Medication Review", "Pharmacist Consult Note - MTM"])
    if c.loc == "AU":
        t = rng.choice(["Home Medicines Review (HMR) Report", "MedsCheck Review"])
    elif c.loc == "GB":
        t = rng.choice(["Structured Medication Review", "New Medicine Service - Intervention"])
    elif c.loc == "CA":
        t = rng.choice(["MedsCheck Annual Review", "Pharmacist Medication Review"])
    lines.append(t)
    lines.append("%s | %s" % (hosp(c.pharm if rng.random() < 0.6 else c.clinic), c.ph()))
    lines.append("")
    lines.append("Patient: %s   DOB: %s   Age: %s" % (pt(c.pt.full()), c.dobs(), age(c.age)))
    for k, v in c.nhs_or_mrn_header():
        lines.append("%s: %s" % (k, v))
    lines.append("Review date: %s   Location: %s" % (c.d(), rng.choice(["patient's home", "pharmacy consult room", "telephone", "GP practice"])))
    lines.append("Referred by: %s (%s), %s" % (c.md.ref(), c.t["gp"], hosp(c.clinic)))
    if rng.random() < 0.6:
        lines.append("Present: patient and %s %s (%s)" % (c.rel, fam(c.fam.full()), tel(fphone(rng, c.loc, mobile=True))))
    lines.append("")
    social = "%s %s, lives %s at %s. %s" % (c.age_str(), "woman" if c.pt.sex == "F" else "man",
                                           rng.choice(["alone", "with spouse", "with daughter's family"]), addr_block(rng, c.addr, oneline=True),
                                           rng.choice(["Former %s." % prof(c.job), "Works part-time as %s at %s." % (prof(c.job), org(c.employer)),
                                                       "Retired %s." % prof(c.job)]))
    lines.append("Background: " + social)
    lines.append("Conditions: " + ", ".join(rng.sample(clin.PROBLEMS, rng.randint(3, 6))))
    lines.append("Recent labs (%s): eGFR %d, K %.1f, HbA1c %.1f%%, INR %.1f" % (c.d(-rng.randint(5, 60)), rng.randint(20, 90),
                                                                           rng.uniform(3.4, 5.6), rng.uniform(5.5, 10), rng.uniform(0.9, 3.5)))
    lines.append("")
    lines.append("Current medications (verified against dispensing history and brown-bag review):")
    for i, m in enumerate(clin.med_list(rng, rng.randint(6, 11), c.loc), 1):
        lines.append("  %2d. %s%s" % (i, m, rng.choice(["", "", " - taking as prescribed", " - taking PRN only", " - not taking since " + c.d(-rng.randint(10, 90), "dmonname")])))
    lines.append("OTC/CAMs: " + rng.choice(["fish oil, turmeric", "ibuprofen PRN", "St John's wort", "nil", "melatonin 2 mg"]))
    lines.append("")
    lines.append("Medication-related problems identified:")
    for i, (k, obs, rec) in enumerate(rng.sample(MTM_ISSUES, rng.randint(2, 4)), 1):
        lines.append("%d. %s: %s" % (i, k, obs))
        lines.append("   Recommendation: %s" % rec)
    lines.append("")
    lines.append("Patient goals: " + rng.choice(["\"I want to stop needing so many tablets.\"", "Walk to the shops without breathlessness.",
                                                 "Keep sugars steady on night shift.", "Be well enough for granddaughter's wedding on %s." % c.d(rng.randint(30, 120), "dmonname")]))
    lines.append("Education: purpose and timing of each medicine reviewed; sick-day rules (SADMANS) explained; "
                 "written medicines list provided. Adherence aid: %s." % rng.choice(["weekly dosette", "blister packs", "phone alarm", "none needed"]))
    lines.append("")
    lines.append("Plan: letter faxed to %s at %s on %s. Follow-up call booked %s. Patient given updated list and "
                 "pharmacy contact %s." % (c.md.ref(), c.fx(), c.d(), c.d(rng.randint(14, 40), rng.choice(["wshort", "wdlong", "wlong", "dmonname"])),
                                           email("pharmacist@" + ascii_slug(c.pharm)[:12] + ".example.com")))
    if c.loc == "US":
        lines.append("Billing: CPT 99605, %d min. Plan %s, Member %s." % (rng.randint(20, 60), org(c.insurer), hplan(c.hplan)))
    lines.append("")
    lines.append("%s" % ph.sig())
    lines.append("%s %s" % ("Accreditation no." if c.loc == "AU" else "Licence", lic(med_license(rng, c.loc))))
    if c.loc == "US":
        lines.append("NPI %s" % lic(npi(rng)))
    return "\n".join(lines)


def gen(rng, c):
    return dispensing(rng, c) if rng.random() < 0.5 else mtm(rng, c)
