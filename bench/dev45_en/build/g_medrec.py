"""Genre: medication_reconciliation."""
import datetime as dt

import pools
from core import P, join, article
from common import setup, days, ids_line
import clinical
import inpatient


def _t(c, lo=8, hi=18):
    return "%02d:%02d" % (c.rint(lo, hi), c.rint(0, 59))


def _sources(c, uk, d):
    r = c.r
    out = []
    phar = c.pharmacy()
    cp = c.person("DOCTOR")
    cp.title = "Mr" if cp.sex == "M" else "Ms"
    user = c.staff("pharmacist")
    opts = [
        ["GP record / SCR accessed ", c.dt(d), " ", _t(c), " (user ", P(c.me.uname(r), "USERNAME"), ")"] if uk else
        ["GP practice medication list faxed from ", c.practice.n(), " (fax ", P(c.practice.fax, "FAX"), ")"],
        ["Patient's own drugs (PODs) - ", r.choice(["in date, labelled", "some out of date, destroyed with consent", "brought in by family"])],
        ["Community pharmacy: ", phar.n(), ", ", c.PH(phar.tel), " - spoke to ", cp.full(), " (pharmacist)"],
        ["Patient interview - ", r.choice(["reliable historian", "partially reliable", "confused, unable to confirm"])],
        ["Discussed with ", c.v["his"], " ", c.nok.rel, " ", c.nok.full(), " (", c.PH(c.nok.tel), ")"],
        ["Repeat prescription slip dated ", c.dt(days(d, -c.rint(10, 60)))],
    ]
    if getattr(c, "care_home_place", None):
        opts.append(["MAR chart from ", c.care_home_place.n(), " (", c.PH(c.care_home_place.tel), ")"])
    k = r.randint(2, 4)
    return r.sample(opts, k), phar


def _table(c, meds, style):
    r = c.r
    add = c.add
    if style == 0:
        add("| Medicine | Dose | Frequency | Source | Action |\n|---|---|---|---|---|\n")
        for m in meds:
            parts = m[1].split(" ", 2)
            if parts[0][0].isdigit() and len(parts) == 3 and "," not in m[1]:
                dose, freq = " ".join(parts[:2]), parts[2]
            else:
                dose, freq = m[1], "-"
            add("| ", m[0], " | ", dose, " | ", freq, " | ", r.choice(["GP", "POD", "GP+POD", "CP", "Pt"]), " | ",
                r.choice(["continue", "continue", "continue", "withhold", "dose changed", "stopped", "continue - check level"]), " |\n")
    elif style == 1:
        for i, m in enumerate(meds):
            add("%2d. %-38s %s\n" % (i + 1, m[0] + " " + m[1], r.choice(["[C]", "[C]", "[C]", "[W]", "[S]", "[A]"])))
        add("Key: C continue, W withheld, S stopped, A amended\n")
    else:
        for m in meds:
            add("- ", m[0], " ", m[1], " (", m[2], ")", r.choice(["", "", " - confirmed with 2 sources", " - NOT on GP list", " - last taken yesterday"]), "\n")


DISCREPANCIES = [
    "Bisoprolol dose on GP record 5 mg, patient taking 2.5 mg (reduced by cardiology {d}) - unintentional discrepancy on drug chart; prescriber informed.",
    "Apixaban not prescribed on admission - omitted in error. Discussed with FY1, now prescribed.",
    "Levothyroxine prescribed 100 micrograms; GP list and POD show 75 micrograms. Amended.",
    "Alendronic acid once weekly - prescribed daily in error on EPMA. Corrected.",
    "Insulin: patient self-administers glargine 18 units ON; chart states 28 units. Clarified and corrected.",
    "Gliclazide withheld as eating poorly - intentional, documented.",
    "Patient also takes over-the-counter St John's wort - interaction with sertraline; advised to stop.",
    "Metformin held due to AKI (eGFR {egfr}) - intentional.",
    "Methotrexate: confirm once WEEKLY; day of week agreed with patient. Folic acid prescribed once weekly on a different day.",
    "Co-codamol and paracetamol both prescribed - duplicate paracetamol; paracetamol PRN removed.",
]


def admission_medrec(c):
    r = c.r
    uk = c.locale == "UK"
    setup(c, age_range=(45, 97))
    c.adm = days(c.date, -r.randint(0, 2))
    add = c.add
    pt = c.pt
    ph = c.staff("pharmacist")
    c.me = ph
    tech = c.staff("other")
    ward = c.ward()
    if r.random() < 0.3:
        c.care_home_place = c.care_home()
    title = r.choice(["MEDICINES RECONCILIATION - PHARMACY", "Pharmacy Medicines Reconciliation", "Medication Reconciliation (Admission)",
                      "Medicines Reconciliation Record" if uk else "Medication Reconciliation Form"])
    add(title, "\n", c.hosp.n(), " - ", ward, r.choice(["", ", bed "]))
    if c.d.parts[-1] == ", bed ":
        add(P(str(r.randint(1, 30)), "LOCATION_OTHER"))
    add("\n\n")
    hs = r.randrange(2)
    if hs == 0:
        add("Patient: ", pt.caps(), "   DOB: ", c.dt(c.dob), " (", c.A(c.age), "y)   Weight: ", str(r.randint(42, 120)), " kg\n")
        add(ids_line(c), "\n")
    else:
        add("Name: ", pt.full(), "\nDOB: ", c.dt(c.dob), "\n", c.mrn_label, ": ", P(c.mrn_v, "MRN"), "\n")
        if c.hid:
            add(c.hid_label, ": ", P(c.hid, "MRN"), "\n")
        if not uk:
            k = r.random()
            if k < 0.5:
                add("Medical card (GMS): ", P(c.gms(), "HEALTHPLAN"), "\n")
            elif k < 0.7:
                add("DPS no.: ", P("%s%s" % (c.digits(7), c.letters(1)), "HEALTHPLAN"), "\n")
            elif k < 0.85:
                add("LTI scheme no.: ", P("LTI%s" % c.digits(6), "HEALTHPLAN"), "\n")
        add("Address: ", c.addr.inline(), "\n")
    add("Admitted: ", c.dt(c.adm), " under ", c.staff("consultant").ts(), "   Reason: ", r.choice(["fall", "chest infection", "AKI", "confusion", "COPD exacerbation", "heart failure", "cellulitis"]), "\n")
    add("GP: ", c.gp.title, " ", c.gp.sur(), ", ", c.practice.n(), "  Tel ", c.PH(c.practice.tel), "\n")
    add("Allergies/ADRs: ", r.choice(clinical.ALLERGIES), " (", r.choice(["confirmed with patient", "per GP record", "per SCR", "not confirmed"]), ")\n\n")
    srcs, phar = _sources(c, uk, c.adm)
    add("Sources used:\n")
    for s in srcs:
        add("  - ", s, "\n")
    add("\n", r.choice(["Pre-admission medicines:", "Medication history:", "Medicines list:"]), "\n")
    meds = clinical.med_list(c, r.randint(5, 11))
    _table(c, meds, r.randrange(3))
    add("\n")
    if r.random() < 0.5:
        add("Compliance aid: ", r.choice(["multi-compartment compliance aid (blister pack) filled weekly by ", "dosette box filled by family; repeats from "]), phar.n(), ".\n")
    add("Discrepancies / interventions:\n")
    for i, dsc in enumerate(r.sample(DISCREPANCIES, r.randint(1, 3))):
        add("%d. " % (i + 1), c.f(dsc, d=c.dt(days(c.date, -r.randint(20, 200)), r.choice([c.ds, "MMy"])), egfr=str(r.randint(18, 35))), "\n")
    if r.random() < 0.25:
        add("Incident reported (", r.choice(["Datix", "InPhase", "NIMS"]) if uk else "NIMS", " ref ", P(c.digits(6), "IDNUM"), ") - omitted critical medicine.\n")
    add("\n")
    lab, num = c.reg_no("pharmacist")
    st = r.randrange(3)
    if st == 0:
        add("Reconciled by: ", ph.full(), ", ", r.choice(["Clinical Pharmacist", "Senior Clinical Pharmacist", "Band 7 Pharmacist", "Pharmacist"]), " (", lab, " ", P(num, "LICENSE"), ")  ", c.dt(c.date), " ", _t(c), "\n")
        if r.random() < 0.5:
            add("Drug history taken by: ", tech.full(), ", Medicines Management Technician\n")
    elif st == 1:
        add("Pharmacist: ", ph.ini_sur(), "  ", lab, ": ", P(num, "LICENSE"), "  Bleep ", c.bleep(), "\n", "Date: ", c.dt(c.date), "\n")
    else:
        add("Completed ", c.dt(c.date), " ", _t(c), " by ", P(ph.uname(r), "USERNAME"), " (", ph.sur_comma(), ", pharmacist) - ", lab, " ", P(num, "LICENSE"), "\n")
        add("Contact: ext ", c.ext(), " / ", P(c.staff_email(ph, c.hosp.domain), "EMAIL"), "\n")
    if r.random() < 0.25:
        add("CD cabinet access logged via biometric ID ", P(c.bioid("finger"), "BIOID"), ".\n")


def discharge_medrec(c):
    r = c.r
    uk = c.locale == "UK"
    setup(c, age_range=(45, 97))
    c.adm = days(c.date, -r.randint(3, 14))
    prob = inpatient.problem(c)
    add = c.add
    pt = c.pt
    ph = c.staff("pharmacist")
    phar = c.pharmacy()
    add(r.choice(["Discharge Medicines Reconciliation", "TTO CLINICAL CHECK & RECONCILIATION", "Medicines on Discharge - Pharmacy Summary"]), "\n")
    add(c.hosp.n(), "\n\n")
    add(pt.full(), "  (", c.A(c.age), c.v["MF"], ")  DOB ", c.dt(c.dob), "\n")
    add(ids_line(c, gap="  "), "\n")
    add("Admitted ", c.dt(c.adm), " - discharged ", c.dt(c.date), "   Diagnosis: ", prob["dx"], "\n")
    add("Ward: ", c.ward(), "   Consultant: ", c.staff("consultant").ts(), "\n")
    add("GP: ", c.gp.title, " ", c.gp.full(), ", ", c.practice.n(), " (", c.PH(c.practice.tel), ")\n")
    add("Allergies: ", r.choice(clinical.ALLERGIES), "\n")
    add("Nominated pharmacy: ", phar.n(), ", ", P(phar.town, "CITY"), " (", c.PH(phar.tel), ")\n")
    if r.random() < 0.7:
        mr = c.staff("pharmacist")
        add("Admission reconciliation: completed ", c.dt(days(c.adm, r.randint(0, 1))), " by ", mr.full(), "\n")
    add("\n")
    meds = clinical.med_list(c, r.randint(5, 9))
    new = clinical.med_list(c, r.randint(1, 3), tags=["cv", "gi", "an", "resp", "bone", "misc"], exclude=meds)
    stopped = clinical.med_list(c, r.randint(0, 2), tags=["cv", "gi", "an", "psych", "uro"], exclude=meds + new)
    add("CONTINUED (unchanged):\n")
    for m in meds:
        add("  ", clinical.med_str(m), "\n")
    add("STARTED:\n")
    for m in new:
        add("  ", clinical.med_str(m), " - ", r.choice(["new this admission", "for " + m[2], "course to complete"]), "\n")
    if stopped:
        add("STOPPED:\n")
        for m in stopped:
            add("  ", m[0], " - ", r.choice(["AKI", "falls risk", "no longer indicated", "interaction", "caused hyponatraemia"]), "\n")
    add("\n")
    add(c.f("Counselled {pt_ts} {and_fam} on changes at {t} on {d}; written medicines list given.",
            and_fam=r.choice(["", ["and ", c.v["his"], " ", c.nok.rel, " ", c.nok.giv()]]), t=_t(c), d=c.dt(c.date)), "\n")
    if uk and r.random() < 0.7:
        add("Discharge Medicines Service referral sent to ", phar.n(), " via ", r.choice(["PharmOutcomes", "Refer-to-Pharmacy", "NHSmail"]), " (ref ", P("DMS-%s" % c.digits(7), "IDNUM"), ").\n")
    elif not uk:
        add("Discharge prescription faxed to ", phar.n(), " (fax ", P(c.land(), "FAX"), ") and GP ", c.gp.ts(), ".\n")
    if r.random() < 0.4:
        add("Blister pack to be restarted from ", c.dt(days(c.date, r.randint(1, 7)), r.choice([c.ds, "wd"])), ".\n")
    add("Supply: ", r.choice(["14 days", "28 days", "7 days + PODs"]), ". Follow-up: ", prob["follow"], "\n")
    if r.random() < 0.5:
        add(c.f("Monitoring: {test} in {n} days - GP to action; results to {gp_ts}.", test=r.choice(["U&E", "INR", "LFTs", "FBC", "digoxin level"]), n=str(r.randint(5, 14))), "\n")
    lab, num = c.reg_no("pharmacist")
    add("\nChecked by ", ph.full(), " (", lab, " ", P(num, "LICENSE"), "), ", c.dt(c.date), ".\n")
    if r.random() < 0.5:
        add("TTO screened on EPMA by ", P(ph.uname(r), "USERNAME"), "; dispensed by ", c.staff("other").full(), " (ATO).\n")


def practice_medrec(c):
    r = c.r
    uk = c.locale == "UK"
    setup(c, age_range=(50, 97))
    c.adm = days(c.date, -r.randint(6, 20))
    add = c.add
    pt = c.pt
    ph = c.staff("pharmacist")
    add(c.practice.n(), " - Post-discharge medication reconciliation\n")
    add("Completed by: ", ph.full(), " (", r.choice(["Practice Pharmacist", "Clinical Pharmacist, PCN", "GP Pharmacist"]), ")  ", c.dt(c.date), "\n\n")
    add("Patient: ", pt.full(), "   DOB ", c.dt(c.dob), "   ")
    add(c.hid_label + " " if c.hid else "MRN ", P(c.hid if c.hid else c.mrn_v, "MRN"), "\n")
    add("Address: ", c.addr.inline(county=False), "\n")
    prob = inpatient.problem(c)
    add("GP: ", c.gp.title, " ", c.gp.full(), "   Allergies: ", r.choice(clinical.ALLERGIES), "\n")
    add("Discharge letter received from ", c.hosp.n(), " (", r.choice(["Cardiology", "Care of the Elderly", "Respiratory", "General Surgery", "Acute Medicine"]),
        ") dated ", c.dt(days(c.adm, r.randint(2, 8))), ".\n")
    add("Admission ", c.dt(c.adm), ": ", prob["dx"], ".\n\n")
    meds = clinical.med_list(c, r.randint(5, 10))
    add("Comparison with practice record:\n")
    for m in meds:
        tag = r.choice(["match", "match", "match", "match", "changed in hospital - record updated", "new - added to repeats", "stopped in hospital - removed from repeats", "not on discharge letter - query sent"])
        add("- ", clinical.med_str(m), ": ", tag, "\n")
    add("\n")
    add(c.f(r.choice(["Phoned {pt_ts} on {tel} - confirmed {he} is taking the new regimen.", "Spoke with {his} {rel} {nok_giv} ({tel2}) who manages medicines.",
                      "Unable to reach patient on {tel}; letter sent."]), tel=c.PH(c.pt_mob), tel2=c.PH(c.nok.tel)), "\n")
    if r.random() < 0.5:
        add(c.f("Query e-mailed to hospital pharmacy ({em}) re discrepancy.", em=P("pharmacy.queries@" + c.hosp.domain if c.hosp.domain not in ("nhs.net", "hse.ie") else "medsinfo.%s@%s" % (c.slug(c.hosp.name)[:10], c.hosp.domain), "EMAIL")), "\n")
    add("Bloods due: ", r.choice(["U&E", "U&E and LFT", "INR", "FBC"]), " on ", c.dt(days(c.date, r.randint(3, 14))), ".\n")
    add("Hospital follow-up: ", prob["follow"], "\n")
    if r.random() < 0.5:
        add(c.f("Task sent to {gp_ts} to review {what}.", what=r.choice(["BP in 2 weeks", "need for PPI", "anticoagulation plan", "repeat template"])), "\n")
    add("Record updated in ", r.choice(["EMIS Web", "SystmOne", "Vision"]) if uk else r.choice(["Socrates", "HealthOne", "Helix Practice Manager"]), " by ", P(ph.uname(r), "USERNAME"), ".\n")
    lab, num = c.reg_no("pharmacist")
    add("\n", ph.full(), "  ", lab, " ", P(num, "LICENSE"), "\n")
    if r.random() < 0.3:
        add("Practice portal for repeat requests: ", P(r.choice(["www.%s/repeats", "https://%s/prescriptions"]) % (c.practice.domain if c.practice.domain not in ("nhs.net", "gmail.com") else c.slug(c.practice.name) + ".co.uk"), "URL"), "\n")


def carehome_medrec(c):
    r = c.r
    uk = c.locale == "UK"
    setup(c, age_range=(72, 101))
    add = c.add
    pt = c.pt
    ch = c.care_home()
    ph = c.staff("pharmacist")
    mgr = c.staff("other")
    add("Care Home Medication Review & Reconciliation\n", ch.n(), ", ")
    add(c.addr.inline(county=False), "\n")
    add("Tel: ", c.PH(ch.tel), "\n\n")
    add("Resident: ", pt.title, " ", pt.full(), " (room ", P(str(r.randint(1, 60)), "LOCATION_OTHER"), ")   DOB ", c.dt(c.dob), "  Age ", c.A(c.age), "\n")
    if c.hid:
        add(c.hid_label, ": ", P(c.hid, "MRN"), "\n")
    add("GP: ", c.gp.title, " ", c.gp.full(), ", ", c.practice.n(), "\n")
    add("Review date: ", c.dt(c.date), "  by ", ph.full(), " with ", mgr.full(), " (", r.choice(["Home Manager", "Deputy Manager", "Nurse in Charge"]), ")\n\n")
    add("MAR vs GP repeat template:\n")
    meds = clinical.med_list(c, r.randint(6, 12))
    _table(c, meds, r.randrange(3))
    add("\nIssues:\n")
    issues = [
        "Covert administration of donepezil without documented best-interests decision - MCA assessment requested.",
        "PRN lorazepam used {n} times in 4 weeks - review with GP; non-drug strategies discussed.",
        "Omeprazole 20 mg long-term, no indication - propose deprescribe.",
        "Anticholinergic burden score {acb} - consider switching oxybutynin.",
        "Fall on {d} - review antihypertensives (lying/standing BP requested).",
        "Fortisips not on MAR - added.",
    ]
    for i, s in enumerate(r.sample(issues, r.randint(2, 4))):
        add("%d. " % (i + 1), c.f(s, n=str(r.randint(3, 14)), acb=str(r.randint(3, 7)), d=c.dt(days(c.date, -r.randint(3, 30)))), "\n")
    add("\n", c.f("Family: {his} {rel} {nok_full} informed by phone ({tel}).", tel=c.PH(c.nok.tel)), "\n")
    lab, num = c.reg_no("pharmacist")
    add("Signed: ", ph.full(), ", ", r.choice(["Care Home Pharmacist", "Medicines Optimisation Pharmacist", "PCN Pharmacist"]), "  ", lab, " ", P(num, "LICENSE"), "\n")


def medication_reconciliation(c):
    r = c.r
    k = r.random()
    if k < 0.45:
        admission_medrec(c)
    elif k < 0.7:
        discharge_medrec(c)
    elif k < 0.87:
        practice_medrec(c)
    else:
        carehome_medrec(c)
