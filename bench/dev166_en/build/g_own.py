"""Own genres: medication administration / controlled drug record; ward and hospital transfer note."""
import datetime as dt
import phi as H
import pools as P
import clin as C
from core import Doc, col_widths, art
from case import Case
import common as K

DRUGS = [("Paracetamol", "1 g", "PO"), ("Enoxaparin", "40 mg", "SC"), ("Amlodipine", "5 mg", "PO"),
         ("Co-amoxiclav", "1.2 g", "IV"), ("Furosemide", "40 mg", "IV"), ("Bisoprolol", "2.5 mg", "PO"),
         ("Morphine sulfate oral soln", "5 mg", "PO"), ("Oxycodone", "5 mg", "PO"), ("Insulin glargine", "18 units", "SC"),
         ("Apixaban", "5 mg", "PO"), ("Omeprazole", "20 mg", "PO"), ("Metoclopramide", "10 mg", "IV"),
         ("Ceftriaxone", "2 g", "IV"), ("Levetiracetam", "500 mg", "PO"), ("Co-beneldopa", "62.5 mg", "PO"),
         ("Hydromorphone", "0.5 mg", "IV"), ("Vancomycin", "1 g", "IV"), ("Atorvastatin", "80 mg", "PO"),
         ("Senna", "15 mg", "PO"), ("Salbutamol neb", "2.5 mg", "neb"), ("Heparin", "5,000 units", "SC")]
CODES_UK = ["Given", "Given", "Given", "1 - refused", "2 - NBM", "3 - away from ward", "5 - not available", "8 - held (clinical)"]
CODES_US = ["Given", "Given", "Given", "Held - SBP<100", "Refused", "Not given - NPO", "Late - given", "Given - PRN"]


def mar_export(c):
    rng = c.rng
    d = Doc()
    sep = rng.choice(["|", ",", "\t"])
    d.ln("eMAR ADMINISTRATION HISTORY  ", K.hosp(c), " / ", K.ward(c))
    d.ln("Patient: ", (c.pt.form("LF"), "PATIENT"), "  ", c.mrn_label(), " ", (c.mrn, "MRN"), "  DOB ", c.dob_p(),
         "  Wt %d kg" % rng.randint(45, 120), "  Allergies: " + rng.choice(C.ALLERGIES))
    d.ln("Period: ", c.d(K.days(c, -1)), " 00:00 - ", c.today(), " 23:59")
    if rng.random() < 0.5:
        d.ln("Antimicrobial course: ", c.d(c.adm, c.dshort), "-", c.d(K.days(c, rng.randint(2, 6)), c.dshort),
             " (day %d), indication: " % (c.los + 1) + rng.choice(["CAP", "UTI", "cellulitis", "SSI", "HAP"]))
    d.ln("")
    d.delim_row(["Date", "Sched", "Admin", "Drug", "Dose", "Route", "Status", "By", "Witness"], sep)
    users = c.nurses[:3]
    for i in range(rng.randint(8, 14)):
        day = K.days(c, -1 + (i * 2) // rng.randint(7, 14))
        dr = rng.choice(DRUGS)
        st = rng.choice(CODES_US if c.us else CODES_UK)
        u = rng.choice(users)
        sched = rng.choice(["06:00", "08:00", "12:00", "14:00", "18:00", "22:00", "PRN"])
        adm = sched if sched != "PRN" else K.tm(rng)
        if not st.startswith("Given"):
            adm = "-"
        cd = dr[0].split()[0] in ("Morphine", "Oxycodone", "Hydromorphone")
        wit = [(rng.choice(c.nurses[3:]).form("INIT"), "DOCTOR")] if cd and st.startswith("Given") else ""
        by = [(u.user, "USERNAME")] if rng.random() < 0.6 else [(u.form("INIT"), "DOCTOR")]
        d.delim_row([[c.d(day)], sched, adm, dr[0], dr[1], dr[2], st, by, wit], sep)
    d.ln("")
    if rng.random() < 0.6:
        d.ln("Cabinet override: ", (rng.choice(users).user, "USERNAME"), " authenticated by fingerprint ID ", (H.bioid(rng, "finger"), "BIOID"),
             " at " + K.tm(rng) + " (reason: " + rng.choice(["urgent analgesia", "first dose abx", "STAT dose"]) + ")")
    if rng.random() < 0.5:
        d.ln("PCA pump SN ", (H.device_sn(rng, "pump"), "DEVICE"), " - morphine 1 mg bolus, 5 min lockout; total 24h 18 mg")
    presc = c.reg
    d.ln("Prescriber: ", c.staff(presc, "dr_full"), " (", presc.lic_label, " ", (presc.lic, "LICENSE"), ")")
    if c.us and rng.random() < 0.6:
        d.ln("DEA #: ", (H.dea(rng), "LICENSE"))
    d.ln("Pharmacist verification: ", c.staff(c.pharm, "full_cred"))
    K.export_footer(d, c, rng.choice(users))
    return d


def cd_register(c):
    rng = c.rng
    d = Doc()
    drug = rng.choice(["Morphine sulfate 10 mg/1 mL inj", "Oxycodone 5 mg caps", "Oramorph 10 mg/5 mL", "Fentanyl 12 mcg/hr patch",
                       "Midazolam 10 mg/2 mL inj", "Diamorphine 10 mg inj", "Buprenorphine 5 mcg/hr patch"])
    d.ln("CONTROLLED DRUG RECORD - ", K.ward(c))
    d.ln("Register ", (H.idnum(rng, "cd"), "IDNUM"), "   Page %d   Drug: " % rng.randint(2, 99) + drug)
    d.ln("")
    hdr = ["Date", "Time", "Patient", "Hosp no" if not c.us else "MRN", "Amount", "Given by", "Witness", "Balance"]
    rows = []
    bal = rng.randint(8, 30)
    pts = [c] + [Case(rng, c.c, c.spec) for _ in range(rng.randint(1, 3))]
    t = 0
    for i in range(rng.randint(4, 8)):
        x = rng.choice(pts)
        bal -= 1
        day = K.days(c, -(i // 3))
        g, w = rng.sample(c.nurses, 2)
        rows.append([[c.d(day, c.dshort)], K.tm(rng), [(x.pt.form(rng.choice(["full", "fi_last", "LF"])), "PATIENT")], [(x.mrn, "MRN")],
                     rng.choice(["1 amp", "5 mg", "2.5 mg", "1 patch", "1 cap"]),
                     [(g.form("fi_last"), "DOCTOR")], [(w.form("fi_last"), "DOCTOR")], str(bal)])
    w = col_widths(rows, hdr)
    d.aligned_row(hdr, w)
    for r in rows:
        d.aligned_row(r, w)
    d.ln("")
    if rng.random() < 0.4:
        d.ln("CD cupboard opened via biometric reader - fingerprint ID ", (H.bioid(rng, "finger"), "BIOID"), " (", c.staff(c.nurses[0], "fi_last"), ")")
    d.ln("Stock check ", c.today(), " 22:00: correct. ", c.sig(c.nurses[0], True), " / ", c.sig(c.nurses[1], True))
    if rng.random() < 0.4:
        d.ln("Discrepancy of 1 amp on ", c.d(K.days(c, -2)), " resolved with pharmacy (", c.staff(c.pharm, "full"), "), incident ",
             (H.idnum(rng, "incident"), "IDNUM"))
    return d


def insulin_record(c):
    rng = c.rng
    d = Doc()
    d.ln("BLOOD GLUCOSE & INSULIN RECORD")
    K.pt_header(d, c, rng.choice([1, 2]))
    d.ln("Diabetes type: " + rng.choice(["T1", "T2 on insulin", "T2 diet", "steroid-induced"]) + "   HbA1c 68 mmol/mol   Target 6-12 mmol/L")
    d.ln("Meter ID: ", (H.device_sn(rng, "glucometer"), "DEVICE"), rng.choice(["", "  (QC passed 07:00)"]))
    if rng.random() < 0.5:
        d.ln("Own CGM sensor serial ", (H.device_sn(rng, "cgm"), "DEVICE"), " - readings cross-checked with capillary BG")
    d.ln("")
    for k in range(rng.randint(2, 3)):
        day = K.days(c, -k)
        d.ln(c.d(day, rng.choice([c.ds, "wd_uk" if not c.us else "wd_us"])))
        for t in ["07:30", "11:45", "17:15", "22:00"]:
            bm = round(rng.uniform(3.6, 19.5), 1)
            dose = "" if bm < 4 else " NovoRapid %d units SC" % rng.randint(2, 10) if bm > 11 else ""
            hypo = " HYPO - 150 mL orange juice, recheck 15 min" if bm < 4 else ""
            who = rng.choice(c.nurses + c.hcas)
            d.ln("  " + t + "  BG %.1f%s%s  " % (bm, dose, hypo), (who.form("INIT"), "DOCTOR"))
    d.ln("Diabetes specialist nurse ", c.staff(H.Staff(rng, c.c, "nurse"), "full"), " reviewed; contact ", (c.ward_ext, "PHONE"))
    return d


def mar(rng, country):
    c = Case(rng, country)
    k = rng.randrange(3)
    return c, [mar_export, cd_register, insulin_record][k](c)


# ------------------------------------------------------------------ transfer notes
def transfer_ward(c):
    rng = c.rng
    d = Doc()
    d.ln("INTER-WARD TRANSFER CHECKLIST")
    d.ln("From: ", K.ward(c), "   To: ", K.ward(c, 2), "   Date: ", c.today(), "   Time: " + K.tm(rng))
    d.ln("Patient: ", (c.pt.form(rng.choice(["LF", "fml"])), "PATIENT"), "   ", c.nhs_or_mrn(), "   ", c.age_p(1))
    d.ln("Reason: " + rng.choice(["step-down from CCU", "repatriation to specialty bed", "side room needed (infection)",
                                  "bed pressures - outlier", "stepped up to HASU", "moved for telemetry"]))
    d.ln("ID band checked x2: Y   Allergy band: " + rng.choice(["Y", "N/A"]) + "   Infection status: " +
         rng.choice(["nil", "MRSA +ve", "C. diff", "COVID neg", "CPE screen pending"]))
    o = C.Obs(rng, rng.choice([0, 0, 1]))
    d.ln("Last obs (" + K.tm(rng) + "): " + o.line(0))
    d.ln("Lines/devices: " + rng.choice(["PVC L hand", "PICC R arm", "CVC R IJ", "midline"]), "; ",
         rng.choice(["syringe driver SN ", "volumetric pump SN ", "telemetry box "]), (H.device_sn(rng, rng.choice(["syringe", "pump", "tele"])), "DEVICE"))
    d.ln("Meds: drug chart + own meds sent; last analgesia " + K.tm(rng))
    d.ln("Property: %d bag(s), tag " % rng.randint(1, 3), (H.idnum(rng, "property"), "IDNUM"))
    d.ln("Escort: ", c.staff(rng.choice(c.hcas), "full_cred"), "   Mode: " + rng.choice(["bed", "chair", "trolley with O2"]))
    d.ln("Verbal handover to ", c.staff(rng.choice(c.nurses[2:]), "full"), " on ", (c.ward_ext, "PHONE"), " at " + K.tm(rng))
    d.ln("Risks: falls " + rng.choice(["high", "low", "medium"]) + ", Waterlow %d, " % C.scores(rng)["waterlow"] +
         rng.choice(["cognitive impairment", "no confusion", "4AT 5 - delirium"]) + ", " + rng.choice(["NEWS2 stable", "on O2"]))
    d.ln("Summary: ", c.pn("title"), " admitted ", c.d(c.adm), " with " + K.dx(c) + "; " + " ".join(K.filler(rng, 2, c)))
    d.ln("Family aware: ", c.nokn(), " (" + c.nok_rel + ")", rng.choice([" - left voicemail", " - informed", ""]))
    d.ln("Completed: ", c.sig(c.nurses[0], rng.random() < 0.5))
    return d


def transfer_hospital(c):
    rng = c.rng
    d = Doc()
    us = c.us
    d.ln(("INTERFACILITY TRANSFER - NURSING REPORT" if us else "INTER-HOSPITAL TRANSFER FORM"))
    d.ln("Sending: ", K.hosp(c), ", ", K.ward(c), "   Tel ", (c.ward_ext, "PHONE"), "   Fax ", (H.phone(rng, c.c, mobile=False), "FAX"))
    recv = c.hosp2 if c.hosp2 != c.hosp else (rng.choice(P.US_REHAB if us else P.UK_REHAB))
    d.ln("Receiving: ", (recv, "HOSPITAL"), ", ", (c.addr.city if rng.random() < 0.5 else c.nok_addr.city, "CITY"),
         ("" if not us else ", "), ((c.addr.state, "STATE") if us else ""))
    d.ln("Accepting: ", c.staff(H.Staff(rng, c.c, "doctor"), "dr_full"), "   Bed: ", (rng.choice(P.US_UNITS if us else P.UK_WARDS), "HOSPITAL"),
         " ", ("Rm " if us else "bed "), (str(rng.randint(1, 40)), "LOCATION_OTHER"))
    d.ln("")
    d.ln("Patient: ", (c.pt.form("LF"), "PATIENT"), "   DOB ", c.dob_p(), "   ", c.mrn_label(), " ", (c.mrn, "MRN"))
    if us:
        d.ln("Insurance: ", (c.insurer, "ORGANIZATION"), " member ", (c.member, "HEALTHPLAN"), "; auth # ", (H.idnum(rng, "auth"), "IDNUM"))
        if rng.random() < 0.5:
            d.ln("Face sheet: SSN ", (c.ssn, "SSN"), "; home ", c.addr.pieces(rng))
        if rng.random() < 0.35:
            d.ln("Biometric patient ID (palm vein): ", (c.bio, "BIOID"), " - receiving facility on same registry")
    else:
        if rng.random() < 0.5:
            d.ln("NHS No: ", (c.nhs, "MRN"), "   UBRN: ", (H.idnum(rng, "ubrn"), "IDNUM"))
        else:
            d.ln("NHS No: ", (c.nhs, "MRN"), "   Referral ref ", (H.idnum(rng, "referral"), "IDNUM"))
    d.ln("Diagnosis: " + K.dx(c) + "   Reason for transfer: " + rng.choice(["specialist cardiac surgery", "neuro-rehab", "repatriation",
                                                                           "thrombectomy", "PCI", "closer to home"]))
    d.ln("Code status: " + rng.choice(["Full", "DNACPR", "DNR/DNI"]) + "   Isolation: " + rng.choice(["none", "contact", "droplet"]))
    o = C.Obs(rng, rng.choice([0, 1]))
    d.ln("Last VS: " + o.line(1))
    d.ln("Devices: " + rng.choice(["PPM", "ICD", "LifeVest", "NG", "PEG"]) + " serial ", (H.device_sn(rng, rng.choice(["ppm", "icd"])), "DEVICE"))
    d.ln("Transport: ", (c.transport, "ORGANIZATION"), ", " + rng.choice(["ALS", "BLS", "critical care"]) + " crew, ETA " + K.tm(rng),
         ", trip ", (H.idnum(rng, "transport"), "IDNUM"))
    if rng.random() < 0.3:
        d.ln("Family: ", c.nokn("full"), " (" + c.nok_rel + ") ", (c.nok_phone, "PHONE"), " - travelling from ",
             (c.nok_addr.city, "CITY"), ", ", (c.nok_addr.state, "STATE"))
    else:
        d.ln("Family: ", c.nokn("full"), " (" + c.nok_rel + ") ", (c.nok_phone, "PHONE"), " - " + rng.choice(
            ["will meet patient at receiving facility", "aware and agrees", "not contactable"]))
    d.ln("Records sent: summary, MAR, imaging on CD (", (H.idnum(rng, "xray"), "IDNUM"), "), copy of ID")
    d.ln("Report called to ", c.staff(H.Staff(rng, c.c, "nurse"), "full_cred"), " at " + K.tm(rng) + "   by ", c.sig(c.nurses[0], True))
    return d


def transfer_narrative(c):
    rng = c.rng
    d = Doc()
    d.ln(c.today(), " " + K.tm(rng) + " Transfer note")
    d.add(c.pn(), " transferred from ", K.ward(c), " to ", K.ward(c, 2), " (", c.bed_p(), ") ")
    d.add("for " + rng.choice(["ongoing rehab", "telemetry", "isolation", "specialist stroke care", "step-down care"]) + ". ")
    d.add("Escorted by ", c.staff(rng.choice(c.hcas), "first"), " and ", c.staff(c.nurses[0], "first"), ". ")
    d.add("Handover given to ", c.staff(c.nurses[3], "full_cred"), "; ", rng.choice(C.NURSING_BITS), " ")
    d.add(c.nok_rel.capitalize() + " ", c.nokn("first"), " informed and will visit new ward; can be reached at ",
          (c.nok_phone, "PHONE"), ".\n")
    o = C.Obs(rng, rng.choice([0, 1]))
    d.ln("Pre-transfer obs " + K.tm(rng) + ": " + o.line(rng.randrange(3)) + ". " + rng.choice(C.NURSING_BITS))
    d.ln("Lines: " + rng.choice(["20G L ACF (day 2)", "PICC R basilic", "nil"]) + ". Drug chart, notes and " +
         rng.choice(["own meds", "CD balance sheet", "property"]) + " sent with patient.")
    if rng.random() < 0.5:
        d.ln("Wristband re-printed; new location ", art(rng.choice(P.BUILDINGS), "LOCATION_OTHER"), ", level %d." % rng.randint(1, 6))
    d.ln(c.sig(c.nurses[0]))
    return d


def transfer(rng, country):
    c = Case(rng, country)
    k = rng.randrange(3)
    return c, [transfer_ward, transfer_hospital, transfer_narrative][k](c)
