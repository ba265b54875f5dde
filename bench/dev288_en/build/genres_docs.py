"""Document genres: special patient notes / anticipatory care plans, OOH
prescriptions, handover messages to daytime GPs, verification of expected death."""

import clinical as CL
import common as C
import phi
from case import nm, age_piece, addr, street_line
from doc import Doc

DIAG_PALL = ["metastatic ca pancreas", "end stage COPD", "MND (bulbar onset)", "end stage heart failure",
             "ca lung with brain mets", "advanced Parkinson's disease", "end stage renal failure, not for dialysis",
             "metastatic ca breast", "glioblastoma", "advanced dementia, frailty", "ca oesophagus",
             "mesothelioma", "ca prostate with bony mets", "hepatocellular ca", "ca ovary, malignant ascites"]
JIC = ["Morphine sulfate 10mg/ml inj x10 - 2.5-5mg SC 1-2 hrly PRN pain/SOB",
       "Oxycodone 10mg/ml inj x5 - 1-2mg SC 2 hrly PRN (eGFR < 30)",
       "Midazolam 10mg/2ml inj x10 - 2.5-5mg SC 1 hrly PRN agitation",
       "Haloperidol 5mg/ml inj x5 - 0.5-1mg SC 4 hrly PRN nausea/delirium",
       "Levomepromazine 25mg/ml x5 - 6.25mg SC 8 hrly PRN",
       "Hyoscine butylbromide 20mg/ml x10 - 20mg SC 4 hrly PRN secretions",
       "Glycopyrronium 200mcg/ml x10 - 200mcg SC 4 hrly PRN",
       "Water for injection 10ml x 10", "Cyclizine 50mg/ml x5 - 50mg SC 8 hrly PRN"]


MODELS = ["Medtronic Azure XT DR", "Abbott Assurity MRI", "Boston Scientific Accolade", "Biotronik Enitra 8",
          "Medtronic Cobalt XT", "Abbott Gallant HF", "Boston Scientific Resonate EL"]


def spn(r, c):
    d = Doc()
    cr = phi.dshift(c.date, -r.randint(3, 120))
    valid = phi.dshift(cr, r.choice([28, 56, 90, 180]))
    title = {"UK": ["SPECIAL PATIENT NOTE", "KEY INFORMATION SUMMARY (KIS)", "Summary Care Record - Additional info / SPN",
                    "EPaCCS record"],
             "IE": ["OUT OF HOURS PALLIATIVE CARE HANDOVER FORM", "Special Patient Note - co-op"],
             "AU": ["AFTER HOURS PALLIATIVE CARE ALERT", "Advance Care Plan summary - after hours"],
             "NZ": ["ACP / Palliative Care Alert (after hours)", "Special Patient Note"],
             "CA": ["Palliative Care Alert - After-Hours", "Goals of Care / Expected Death in the Home (EDITH) notice"]}
    d.ln(r.choice(title[c.country]))
    d.ln("Created {dt} by {g}, {p}   Review/expiry: {v}", dt=C.D(r, cr, c), g=C.doc_name(r, c.gp, "dr_full"),
         p=("HOSPITAL", c.practice), v=C.D(r, valid, c))
    d.ln("")
    C.demo_block(d, r, c, r.choice(["table", "caps", "pipe"]))
    d.ln("")
    d.ln("Diagnosis: %s. Prognosis: %s." % (r.choice(DIAG_PALL), r.choice(["weeks", "short weeks", "days to weeks",
                                                                        "months", "uncertain, deteriorating"])))
    d.ln("Patient aware of diagnosis: %s   Family aware: %s" % (r.choice(["Yes", "Yes", "Partially"]), r.choice(["Yes", "Yes", "No"])))
    d.ln("Preferred place of care/death: %s" % r.choice(["home", "home", "hospice", "care home", "not discussed"]))
    d.ln("DNACPR: Yes - original form at home, dated {dt}. Ceiling: %s." % r.choice(
        ["symptom control only", "not for admission", "admit only for symptom control", "for IV abx if needed"]),
         dt=C.D(r, phi.dshift(cr, -r.randint(0, 40)), c, r.choice(["dmy", "d_mon_y"])))
    d.ln("Anticipatory / JIC medicines issued {dt}:", dt=C.D(r, phi.dshift(cr, r.randint(0, 10)), c, r.choice(["dmy", "dm", "d_mon"])))
    for x in CL.some(r, JIC, 2, 5):
        d.ln("  - " + x)
    if r.random() < 0.55:
        d.ln("Syringe driver in situ: T34 (pump ID {sd}) - %s" % r.choice(
            ["morphine 15mg + midazolam 10mg/24h", "oxycodone 10mg + levomepromazine 12.5mg/24h",
             "alfentanil 1mg + midazolam 5mg /24h"]), sd=("DEVICE", phi.device_serial(r, "syringe_driver")))
    if r.random() < 0.35:
        d.ln("ICD in situ (%s) - serial {s}. Shocks deactivated {dt} at cardiology. Magnet in house." % r.choice(MODELS),
             s=("DEVICE", phi.device_serial(r, "pacemaker")), dt=C.D(r, phi.dshift(cr, -r.randint(1, 30)), c, "d_mon_y"))
    if r.random() < 0.25:
        d.ln("Home oxygen: concentrator serial {s}, 2L/min via NC.", s=("DEVICE", phi.device_serial(r, "oxygen")))
    d.ln("")
    d.ln("KEY CONTACTS")
    d.ln("  %s (NOK): {f}  {p}" % c.nok_rel.capitalize(), f=C.fam_name(r, c.nok, "full"), p=("PHONE", c.nok_phone))
    if r.random() < 0.6:
        d.ln("  %s: {f}  {p}" % c.fam2_rel.capitalize(), f=C.fam_name(r, c.fam2, "full"),
             p=("PHONE", phi.phone(r, c.country, "mob")))
    d.ln("  Hospice: {h}  24h advice {p}", h=("HOSPITAL", c.hospice), p=("PHONE", phi.phone(r, c.country)))
    d.ln("  District nurses: {p} (%s)" % r.choice(["until 22:00", "24h", "08:00-20:00"]), p=("PHONE", phi.phone(r, c.country)))
    d.ln("  Palliative CNS: {n} {p}", n=nm(r, c.nurse, "DOCTOR", "full"), p=("PHONE", phi.phone(r, c.country, "mob")))
    d.ln("")
    d.ln("Verification of death: %s" % r.choice(["nurse verification appropriate", "GP OOH to verify",
                                                "RN verification appropriate - GP will certify"]))
    d.ln("Funeral director chosen: {fd}", fd=("ORGANIZATION", C.org_name(r, C.PL.FUNERAL_T, c.country, c.town)))
    if r.random() < 0.5:
        d.ln("Shared care plan: {u}", u=("URL", phi.url(r, None, "/acp/" + phi._d(r, 7))))
    if r.random() < 0.3:
        d.ln("Spiritual: %s, contact {ch}." % r.choice(["Catholic - would like last rites", "Muslim - family wish rapid burial",
                                                        "Anglican", "Sikh", "no religion"]),
             ch=("ORGANIZATION", C.org_name(r, C.PL.CHURCH_T, c.country, c.town)))
    if r.random() < 0.3:
        d.ln("Other: son lives in {x}, flying home {dt}.", x=("COUNTRY", c.abroad),
             dt=C.D(r, phi.dshift(c.date, r.randint(1, 6)), c, r.choice(["weekday", "d_month", "dm"])))
    d.ln("Last updated by {u} on {dt}", u=("USERNAME", phi.username(r, c.gp.first, c.gp.last)), dt=C.D(r, c.date, c, "dmy"))
    return d


def prescription(r, c):
    d = Doc()
    scn = CL.pick_scenario(r, r.choice("tbhp"), c.age)
    while not scn.rx:
        scn = CL.pick_scenario(r, r.choice("tbh"), None)
    country = c.country
    if country == "UK":
        d.ln("FP10SS  -  NHS PRESCRIPTION (OUT OF HOURS)")
        d.ln("Serial No: {s}", s=("IDNUM", phi.rx_serial(r, "UK")))
    elif country == "AU":
        d.ln("PBS/RPBS PRESCRIPTION   Script ID {s}", s=("IDNUM", phi.rx_serial(r, "AU")))
    elif country == "NZ":
        d.ln("PRESCRIPTION  (NZePS)   Rx ID {s}", s=("IDNUM", phi.rx_serial(r, "NZ")))
    elif country == "IE":
        d.ln("PRESCRIPTION - OUT OF HOURS GP CO-OP   No. {s}", s=("IDNUM", phi.rx_serial(r, "IE")))
    else:
        d.ln("Rx  -  After-Hours Prescription   Rx # {s}", s=("IDNUM", phi.rx_serial(r, "CA")))
    d.ln("")
    d.ln("Prescriber: {n}", n=C.doc_name(r, c.doc, r.choice(["dr_full", "dr_init"])))
    d.ln("%s {g}" % r.choice(C.REG_LABEL[country]), g=("LICENSE", c.doc_reg))
    if country == "AU":
        d.ln("Prescriber No. {g}", g=("LICENSE", phi.prescriber_no(r, "AU")))
    d.ln("{b}", b=("HOSPITAL", c.base))
    d.ln("{st}, {t} {z}", st=("STREET", c.base_street), t=("CITY", c.base_town), z=("ZIP", c.base_postcode))
    d.ln("Tel {p}   Fax {f}", p=("PHONE", c.base_phone), f=("FAX", c.base_fax))
    d.ln("")
    d.ln("Patient: {n}", n=C.pt_name(r, c, r.choice(["title_full", "full", "LAST_FIRST"])))
    d.ln("Address: {a}", a=addr(r, c, r.choice(["full", "no_region"])))
    d.ln("DOB: {b}   Age: {a}", b=C.Dob(r, c), a=("AGE", str(c.age)))
    if c.plan and country != "UK":
        d.ln("%s: {x}" % c.plan_label, x=("HEALTHPLAN", c.plan))
    d.ln("%s: {x}" % c.mrn_label, x=("MRN", c.mrn))
    if country == "AU" and r.random() < 0.5:
        d.ln("Concession/entitlement: {x}   Safety net: N", x=("HEALTHPLAN", "%s%s" % (r.choice(["3", "4", "2"]), phi._d(r, 8) + r.choice("ABCDEFJK"))))
    d.ln("Weight: %s   Allergies: %s" % (r.choice(["n/k", "%d kg" % r.randrange(12, 110), "not weighed"]),
                                            r.choice(CL.ALLERGIES)))
    if country == "UK":
        d.ln("Exemption: %s" % r.choice(["A - aged 60 or over", "E - maternity exemption", "D - prescription prepayment",
                                          "F - medical exemption", "paid", "B - under 16"]))
    elif country == "IE":
        d.ln("Scheme: %s" % r.choice(["GMS", "DPS", "private", "LTI"]))
    d.ln("Clinical indication: " + r.choice(scn.imp))
    d.ln("")
    d.ln("Rx")
    items = CL.some(r, scn.rx, 1, 3)
    for i, (drug, strength, dose, qty, dur) in enumerate(items):
        d.ln("%d. %s %s" % (i + 1, drug.upper() if r.random() < 0.3 else drug, strength))
        d.ln("   Sig: %s%s" % (dose, (" for " + dur.replace("/7", " days")) if dur else ""))
        d.ln("   Mitte: %s   Repeats: %s" % (qty, r.choice(["0", "nil", "0", "1"])))
    if r.random() < 0.4:
        d.ln("CD: total quantity in words and figures confirmed. PRN max %s in 24h." % r.choice(["6 doses", "4 doses", "30mg"]))
    d.ln("")
    d.ln("Date: {dt}", dt=C.D(r, c.date, c))
    d.ln("Signature: ____________  ({n})", n=nm(r, c.doc, "DOCTOR", r.choice(["init_last", "full"])))
    d.ln("")
    k = r.randrange(3)
    if k == 0 and country != "UK":
        k = r.choice([1, 2])
    if k == 2 and country == "UK":
        k = 1
    if k == 0:
        d.ln("Sent via EPS to {p}. Token {t}.", p=("HOSPITAL", c.pharmacy), t=("IDNUM", phi.rx_serial(r, "UK")))
    elif k == 1:
        d.ln("Faxed to {p} ({f}) at %s, original posted. Confirmed receipt with pharmacist {ph}." % C.tm(r, style="colon"),
             p=("HOSPITAL", c.pharmacy), f=("FAX", c.pharm_fax), ph=nm(r, c.pharmacist, "DOCTOR", r.choice(["first", "full"])))
    else:
        d.ln("eScript token sent to pt mobile {m}: {u}", m=("PHONE", c.phone_mob),
             u=("URL", "https://erx.%s/t/%s" % (phi.domain(r), phi._d(r, 10))))
    if r.random() < 0.3:
        d.ln("Collected by: {f} (%s), ID checked." % c.nok_rel, f=C.fam_name(r, c.nok, "full"))
    d.ln("")
    d.ln("--- PHARMACY USE ---")
    d.ln("Dispensed by: {p}, {ad}", p=("HOSPITAL", c.pharmacy),
         ad=[("STREET", street_line(r, country)), ", ", ("CITY", c.town)])
    d.ln("Pharmacist: {ph}   Reg {g}   Date: {dt}", ph=nm(r, c.pharmacist, "DOCTOR", r.choice(["full", "init_last"])),
         g=("LICENSE", phi._d(r, 7)), dt=C.D(r, c.date, c, r.choice(["dmy", "dm", "iso"])))
    d.ln("Endorsement: %s   Pack size: %s" % (r.choice(["NCSO", "none", "BB", "out of stock - owing"]),
                                             r.choice(["28", "30", "100ml", "56", "10 x 1ml"])))
    d.ln("Case ref {cn}", cn=("IDNUM", c.case_no))
    return d


def handover(r, c):
    d = Doc()
    scn = CL.pick_scenario(r, r.choice("hbtc"), c.age)
    h, m = C.ooh_time(r)
    style = r.randrange(3)
    if style == 0:
        d.ln("OUT OF HOURS CONTACT - MESSAGE FOR REGISTERED PRACTICE")
        d.ln("To: {g}, {p}", g=C.doc_name(r, c.gp, "dr_full"), p=("HOSPITAL", c.practice))
        d.ln(r.choice(["Sent by secure email to {e}", "Fax: {f}", "Delivered via Docman/ITK to {p}"]),
             e=("EMAIL", c.practice_email), f=("FAX", c.practice_fax), p=("HOSPITAL", c.practice))
        d.ln("From: {o}, {b}", o=("ORGANIZATION", c.org), b=("HOSPITAL", c.base))
        d.ln("Date/time of contact: {dt} %s" % C.tm(r, h, m, "colon"), dt=C.D(r, c.date, c))
        d.ln("")
        C.demo_block(d, r, c, r.choice(["table", "pipe"]))
    elif style == 1:
        d.ln("Dear {g},", g=C.doc_name(r, c.gp, r.choice(["dr_last", "dr_full"])))
        d.ln("")
        d.ln("Re: {n}, DOB {b}, {a}", n=C.pt_name(r, c, r.choice(["title_full", "full"])), b=C.Dob(r, c),
             a=addr(r, c, "no_region"))
        d.ln("%s {x}" % c.mrn_label, x=("MRN", c.mrn))
        d.ln("")
        d.ln("I saw your patient on {dt} at %s %s." % (C.tm(r, h, m, "colon"), r.choice(
            ["on a home visit", "at the treatment centre", "by telephone", "at the care home"])),
             dt=C.D(r, c.date, c, r.choice(["wk_long", "wk_ord", "d_month_y"])))
    else:
        d.ln("OOH -> GP handover   {dt}   case {cn}", dt=C.D(r, c.date, c, "dmy"), cn=("IDNUM", c.case_no))
        d.ln("pt {n} ({a}) {x}  gp {g}", n=C.pt_name(r, c, "LAST_first"),
             a=age_piece(r, c.age, c.pt.sex, r.choice(["sex", "yo_nospace"])), x=("MRN", c.mrn),
             g=("HOSPITAL", c.practice))
    d.ln("")
    d.ln("Presenting problem: " + r.choice(scn.pc))
    if r.random() < 0.5:
        C.prev_contacts(d, r, c)
    if r.random() < 0.25:
        C.pasted_block(d, r, c)
    d.ln("Summary: " + " ".join(CL.some(r, scn.hx, 1, 3)) + " " + " ".join(CL.some(r, scn.ex, 1, 2)))
    d.ln("Obs: " + CL.vitals(r, r.random() < 0.3, c.age < 12))
    if r.random() < 0.6:
        C.pmh_meds(d, r, c, short=True)
    d.ln("Impression: " + r.choice(scn.imp))
    d.ln("Management: " + " ".join(CL.some(r, scn.plan, 1, 3)))
    if scn.rx and r.random() < 0.6:
        d.ln("Medication issued:")
        C.rx_lines(d, r, c, scn)
    d.ln("")
    d.ln("ACTION REQUESTED FROM PRACTICE:")
    acts = [["Please review on {w}.", lambda: C.D(r, phi.dshift(c.date, r.randint(1, 4)), c, r.choice(["weekday", "wk_short", "wk_ord"]))],
            ["Bloods (FBC, U&E, CRP) please on {w}.", lambda: C.D(r, phi.dshift(c.date, r.randint(1, 4)), c, r.choice(["dm", "d_mon", "weekday"]))],
            ["MSU result to be chased - lab no. {w}.", lambda: ("IDNUM", r.choice(["M", "U", "H"]) + phi._d(r, 8))],
            ["Consider updating SPN / ReSPECT - family keen to discuss.", None],
            ["Med review: possible interaction (clarithromycin + statin).", None],
            ["Please arrange DN visit - catheter passport needs updating.", None],
            ["Pt requests call from {w}.", lambda: C.doc_name(r, c.gp2, "dr_last")],
            ["No action needed - for information only.", None]]
    for tmpl, fn in CL.some(r, acts, 1, 3):
        d.ln(" - " + tmpl, w=fn() if fn else "")
    if r.random() < 0.4:
        d.ln("Family contact: {rel} {f}, {p}.".replace("{rel}", c.nok_rel), f=C.fam_name(r, c.nok, "full"),
             p=("PHONE", c.nok_phone))
    if r.random() < 0.35:
        d.ln("Full record viewable: {u}", u=("URL", phi.url(r, c.org, "/case/" + phi._d(r, 8))))
    d.ln("")
    if style == 1:
        d.ln(r.choice(["Kind regards,", "Yours sincerely,", "Many thanks,"]))
    C.sign(d, r, c, r.choice(["doc", "doc", "nurse"]), r.choice(["full", "elec"]))
    d.ln("{o} | {b} | tel {p} | {u}", o=("ORGANIZATION", c.org), b=("HOSPITAL", c.base),
         p=("PHONE", phi.with_ext(r, c.base_phone) if r.random() < 0.4 else c.base_phone),
         u=("URL", c.org_url))
    return d


def voed(r, c):
    d = Doc()
    home = r.random() < 0.6
    if not home:
        c.street = c.ch_street
    tod_h, tod_m = r.choice([0, 1, 2, 3, 4, 5, 19, 21, 22, 23]), r.randrange(60)
    ver_h, ver_m = C.later(tod_h, tod_m, r.randrange(40, 180))
    dod = c.date
    d.ln(r.choice(["VERIFICATION OF EXPECTED DEATH", "Verification of Expected Death (VoED) Form",
                   "RECORD OF VERIFICATION OF DEATH", "Pronouncement of Expected Death"]))
    d.ln("Service: {o}    Case: {cn}", o=("ORGANIZATION", c.org), cn=("IDNUM", c.case_no))
    d.ln("")
    d.ln("Name of deceased: {n}", n=C.pt_name(r, c, r.choice(["full", "LAST_FIRST", "full_mid"])))
    d.ln("Date of birth: {b}     Age: {a}", b=C.Dob(r, c), a=("AGE", str(c.age)))
    d.ln("%s: {x}" % c.mrn_label, x=("MRN", c.mrn))
    if home:
        d.ln("Place of death: home - {a}", a=addr(r, c, "full"))
    else:
        d.ln("Place of death: {ch}, room {rm}, {t}", ch=("HOSPITAL", c.carehome), rm=("LOCATION_OTHER", c.room),
             t=("CITY", c.town))
    d.ln("Date of death: {dt}   Time of death (reported): %s" % C.tm(r, tod_h, tod_m, "colon"),
         dt=C.D(r, dod, c, r.choice(["dmy", "d_month_y", "iso", "dd_mon_yyyy"])))
    d.ln("Time verified: %s   Last seen alive by: {w} (%s)" % (C.tm(r, ver_h, ver_m, "colon"),
                                                             c.nok_rel if home else "carer"),
         w=C.fam_name(r, c.nok, "full") if home else nm(r, c.ch_nurse, "DOCTOR", "full"))
    d.ln("Persons present at verification: {f}%s" % ("" if r.random() < 0.5 else ", palliative CNS"),
         f=C.fam_name(r, c.fam2 if r.random() < 0.4 else c.nok, "full"))
    d.ln("")
    d.ln("Expected death? Yes - %s. On palliative care register." % r.choice(DIAG_PALL))
    d.ln("DNACPR/ReSPECT/TEP in place: Yes, dated {dt}", dt=C.D(r, phi.dshift(dod, -r.randint(10, 200)), c,
                                                            r.choice(["dmy", "d_mon_y"])))
    d.ln("")
    d.ln("Clinical checks:")
    checks = ["No central (carotid) pulse palpable for 1 minute", "No heart sounds heard for 1 minute",
              "No breath sounds / respiratory effort for 1 minute", "Pupils fixed and dilated, no response to light",
              "No response to painful stimuli (trapezius squeeze / supraorbital pressure)",
              "No corneal reflex"]
    for x in checks[:r.randint(4, 6)]:
        d.ln("  [x] " + x)
    dev = r.random()
    if dev < 0.4:
        d.ln("Implanted device: pacemaker (%s), serial {s}. Funeral director informed (cremation)." % r.choice(MODELS),
             s=("DEVICE", phi.device_serial(r, "pacemaker")))
    elif dev < 0.55:
        d.ln("Implanted device: ICD - deactivated. Serial {s}.", s=("DEVICE", phi.device_serial(r, "pacemaker")))
    else:
        d.ln("Implanted devices: none known.")
    if r.random() < 0.45:
        d.ln("Syringe driver (T34, serial {s}) stopped and removed %s. Contents: %s. Disposed with witness {w}." % (
            C.tm(r, *C.later(ver_h, ver_m, r.randrange(5, 25)), style="colon"),
            r.choice(["morphine 20mg + midazolam 10mg", "oxycodone 15mg + midazolam 15mg"])),
             s=("DEVICE", phi.device_serial(r, "syringe_driver")), w=C.fam_name(r, c.nok, "first"))
    d.ln("Infection risk: %s" % r.choice(["none known", "none", "C. diff - precautions", "COVID-19 positive 2/52 ago"]))
    d.ln("Referral to coroner / procurator fiscal required: %s" % r.choice(["No", "No", "No - discussed with GP"]))
    d.ln("")
    d.ln("Verified by: {n}, %s   %s {g}" % (r.choice(["OOH GP", "GP", "Locum GP"]), r.choice(C.REG_LABEL[c.country])),
         n=C.doc_name(r, c.doc, "full"), g=("LICENSE", c.doc_reg))
    d.ln("GP to issue MCCD: {g}, {p}, informed by %s." % r.choice(["OOH message", "voicemail", "email"]),
         g=C.doc_name(r, c.gp, "dr_full"), p=("HOSPITAL", c.practice))
    if r.random() < 0.35:
        d.ln("MCCD serial (to be completed): {s}", s=("LICENSE", phi._d(r, 8)))
    d.ln("Funeral director: {fd}, tel {p}. Removal at %s." % C.tm(r, *C.later(ver_h, ver_m, r.randrange(30, 150)), style="colon"),
         fd=("ORGANIZATION", C.org_name(r, C.PL.FUNERAL_T, c.country, c.town)), p=("PHONE", phi.phone(r, c.country)))
    d.ln("Jewellery: %s" % r.choice(["wedding ring left on", "all removed, given to daughter", "none", "left in situ per family"]))
    d.ln("Signed: {n}   Date: {dt}", n=nm(r, c.doc, "DOCTOR", "init_last"), dt=C.D(r, dod, c, "dmy"))
    return d


GENRES = {
    "special_patient_note": (spn, (45, 102)),
    "ooh_prescription": (prescription, (1, 96)),
    "gp_handover": (handover, (0, 100)),
    "verification_of_death": (voed, (55, 104)),
}
