"""Genres: cardiology clinic letter to GP; inter-hospital transfer/referral letter."""
import clin
import pools as P
from blocks import (cc_line, driving, gp_block, letterhead, pt_block, pt_ref, signoff, social, title_name, typist,
                    holiday_phrase)
from core import Note, cap


def fam_history(N, c):
    r = c.ri(0, 3)
    if r == 0:
        N.add("FHx: father died of an MI aged ", (str(c.ri(44, 68)), "AGE"), "; ",
              c.ch(["brother", "sister"]), " had CABG at ", (str(c.ri(48, 70)), "AGE"), ".")
    elif r == 1:
        N.add("Family history: mother had AF and a stroke at ", (str(c.ri(62, 88)), "AGE"), ". No premature CAD.")
    elif r == 2:
        N.add("No family history of sudden cardiac death or premature coronary disease.")
    else:
        N.add("FH: ", c.ch(["brother", "uncle", "father"]), " died suddenly aged ", (age_w(c), "AGE"), ", cause unknown.")


def age_w(c):
    from core import age_words
    n = c.ri(32, 59)
    return age_words(n) if c.p(0.5) else str(n)


def clinic_letter(c):
    N = Note()
    pt, addr = c.patient(), c.address()
    k, sc = clin.scen_pick(c)
    cons, sec, gp = c.clinician("cons"), c.clinician("sec"), c.clinician("gp")
    reg = c.clinician("reg") if c.p(0.4) else None
    prac, hosp = c.practice(), c.hospital("local")
    clinic = c.ch(["Cardiology Outpatients", "Rapid Access Chest Pain Clinic", "Heart Failure Clinic", "Arrhythmia Clinic",
                   "Valve Clinic", "General Cardiology Clinic"])
    letterhead(N, c, hosp, dept=c.ch(["Department of Cardiology", "Cardiology Department", clinic]))
    typist(N, c, cons, sec)
    N.add("\n", c.ch(["Clinic date: ", "Date of clinic: ", "Seen: "]), (c.fd(c.ref), "DATE"), "\n")
    N.add("Dictated: ", (c.fd(c.ref), "DATE"), c.ch(["   Typed: ", "  Transcribed: "]), (c.fd(c.days(c.ri(1, 9))), "DATE"), "\n\n")
    if c.p(0.2):
        N.add("PRIVATE & CONFIDENTIAL\n\n")
    gp_block(N, c, gp, prac, with_addr=c.p(0.8))
    N.add("Dear Dr ", (gp.last, "DOCTOR"), ",\n\n")
    pt_block(N, c, pt, addr, style=c.ch(["re", "re", "grid"]))
    N.add("\n", c.ch(["Diagnoses:", "Diagnosis:", "Problem list:"]), "\n")
    ev = c.days(-c.ri(20, 900))
    N.add("1. ", cap(clin.fill(c, sc["long"]) if c.p(0.5) else sc["dx"]), " (", (c.fd(ev, c.ch(["my", "mony", "mm/yy", c.dstyle])), "DATE"), ")\n")
    for i, cm in enumerate(clin.comorbs(c, sex=pt.sex), 2):
        N.add("%d. %s\n" % (i, cm[0].upper() + cm[1:]))
    N.add("\n", c.ch(["Current medication:", "Medications:", "Current medications:"]), "\n")
    bul = c.ch(["- ", "  ", "* ", "\u2022 "])
    for m in clin.med_list(c, sc):
        N.add(bul, m, "\n")
    N.add("Allergies: ", c.ch(clin.ALLERGIES), "\n\n")
    # narrative
    o = c.ri(0, 2)
    if o == 0:
        N.add("I reviewed ")
        pt_ref(N, c, pt, "tl")
        N.add(" in the ", clinic, " today")
        if reg is not None:
            N.add(" together with my registrar, Dr ", (reg.name("full"), "DOCTOR"))
        N.add(". ")
    elif o == 1:
        N.add("Thank you for referring this ", (str(pt.age), "AGE"), c.ch(["-year-old ", " year old "]),
              c.ch(["gentleman" if pt.sex == "M" else "lady", "man" if pt.sex == "M" else "woman"]), ", whom I saw on ",
              (c.fd(c.ref, c.ch(["wdc", "dmonth", "dth"])), "DATE"), ". ")
    else:
        N.add("It was a pleasure to meet ")
        pt_ref(N, c, pt, c.ch(["tl", "full"]))
        N.add(c.ch([" and ", " with "]), pt.his(), " ")
        fam = c.family(pt)
        N.add(fam.rel, " ", (fam.name("first"), "FAMILY"), " in clinic today. ")
    He, he, his = pt.he().capitalize(), pt.he(), pt.his()
    if o != 1:
        N.add(He, " is ", (str(pt.age), "AGE"), c.ch([" years old", " years of age"]), ". ")
    N.add(He, " describes ", clin.fill(c, sc["pc"]), ". ")
    if c.p(0.5):
        N.add("Symptoms began around ", (holiday_phrase(c) if c.p(0.4) else c.fd(c.days(-c.ri(20, 120)), "my"), "DATE"), ". ")
    if c.p(0.55):
        h2 = c.hospital("local", c.ch(P.PLACES[c.nation]))
        d1 = c.days(-c.ri(10, 400))
        N.add(He, " was admitted to ", (h2, "HOSPITAL"), " on ", (c.fd(d1), "DATE"), " and ",
              c.ch(["underwent coronary angiography", "had an echocardiogram", "was started on anticoagulation",
                    "was discharged after 3 days"]), ". ")
    N.add("\n\n")
    social(N, c, pt)
    N.add("\n")
    fam_history(N, c)
    N.add("\n\nOn examination: ", clin.vitals_line(c), ". ", cap(clin.exam_line(c, k)), ".\n")
    N.add("ECG: ", clin.ecg_line(c, k), ".\n")
    if c.p(0.7):
        N.add("Echo (", (c.fd(c.days(-c.ri(5, 90))), "DATE"), "): ", clin.echo_brief(c), ".\n")
    if c.p(0.6):
        N.add("Bloods (", (c.fd(c.days(-c.ri(1, 30)), c.ch(["dm", c.dstyle])), "DATE"), "): ", clin.bloods_inline(c), ".\n")
    N.add("\nPlan:\n")
    for i, pl in enumerate(sc["plan"], 1):
        N.add("%d. %s\n" % (i, clin.fill(c, pl)))
    n = len(sc["plan"]) + 1
    N.add("%d. Review in %s" % (n, c.ch(["3 months", "6 months", "6 weeks", "12 months"])))
    if c.p(0.4):
        N.add(" (provisionally ", (c.fd(c.days(c.ri(40, 200)), c.ch(["wdc", "dmonth", "dmy"])), "DATE"), ")")
    N.add(".\n\n")
    if k in ("chb", "vt", "syncope", "nstemi", "stemi_inf", "stemi_ant") and c.p(0.7):
        driving(N, c, pt, {"chb": "ppm", "vt": "icd", "syncope": "syncope"}.get(k, "acs"))
        N.add("\n\n")
    if c.p(0.3):
        N.add("I have given ", pt.him(), " our contact details; the cardiology secretaries can be reached on ",
              (c.phone(), "PHONE"), ".\n\n")
    signoff(N, c, reg or cons)
    if reg is not None and c.p(0.6):
        N.add("pp ")
        title_name(N, cons, c.ch(["full", "last"]))
        N.add(", ", cons.role, "\n")
    cc_line(N, c, pt, addr)
    return N


def transfer_letter(c):
    N = Note()
    pt, addr = c.patient(), c.address()
    k, sc = clin.scen_pick(c, ["nstemi", "stemi_inf", "stemi_ant", "chb", "vt", "as", "mr", "hfref", "peri"])
    src = c.hospital("local")
    dst = c.hospital("tertiary")
    frm, to, acc = c.clinician("reg"), c.clinician("reg"), c.clinician(c.ch(["cons", "surg", "ep"]))
    sheet = c.ch(["INTER-HOSPITAL TRANSFER LETTER", "TRANSFER REFERRAL", "Referral for Tertiary Cardiology Care",
                  "Inter-site Transfer Summary"])
    N.add((src, "HOSPITAL"), " - ", c.ch(["Coronary Care Unit", "Acute Medical Unit", "Emergency Department", "CCU"]), "\n")
    N.add(sheet, "\n", "=" * len(sheet), "\n\n")
    t = "%02d:%02d" % (c.ri(0, 23), c.ri(0, 59))
    N.add("Date of referral: ", (c.fd(c.ref), "DATE"), " at ", t, "\n")
    N.add("From: Dr ", (frm.name(c.ch(["full", "fl"])), "DOCTOR"), ", ", frm.role.replace("Cardiology", "Medical"))
    N.add(c.ch([", bleep ", ", pager "]), (c.digits(4), "PHONE"), "\n")
    N.add("To: Dr ", (to.name("full"), "DOCTOR"), ", on-call ", to.role, ", ", (dst, "HOSPITAL"), "\n")
    N.add("Accepted by: ")
    title_name(N, acc, c.ch(["full", "last"]))
    N.add(" (", acc.role, ")", c.ch([" via switchboard ", " on "]), (c.phone(c.hub), "PHONE"), "\n\n")
    N.add("PATIENT DETAILS\n")
    pt_block(N, c, pt, addr, style="grid")
    fam = c.family(pt)
    N.add("NOK: ", (fam.name(c.ch(["full", "first"])), "FAMILY"), " (", fam.rel, ") ", (c.phone(mobile=True), "PHONE"), "\n")
    if c.p(0.35):
        if c.ie and c.p(0.5):
            N.add(c.ch(["Medical card (GMS) no: ", "GMS No. "]), (c.gms_no(), "HEALTHPLAN"), "\n")
        elif c.ie:
            N.add("PPSN: ", (c.ssn(), "SSN"), "\n")
        else:
            N.add("NI No: ", (c.ssn(), "SSN"), "\n")
    if c.p(0.25):
        N.add("Private insurer: ", (c.ch(P.INSURERS), "ORGANIZATION"), ", membership no. ", (c.healthplan(), "HEALTHPLAN"), "\n")
    N.add("Episode no: ", (c.account(), "ACCOUNT"), "\n\n")
    N.add("REASON FOR TRANSFER\n")
    reason = {"nstemi": "Inpatient coronary angiography +/- PCI", "stemi_inf": "Rescue PCI after failed thrombolysis",
              "stemi_ant": "Rescue PCI / ongoing ischaemia", "chb": "Temporary wire in situ - for permanent pacemaker",
              "vt": "Recurrent VT - for EP review and ICD", "as": "Decompensated severe AS - for urgent TAVI assessment",
              "mr": "Acute severe MR (papillary muscle rupture?) - cardiothoracic opinion",
              "hfref": "Cardiogenic shock - for MCS/advanced HF team", "peri": "Large pericardial effusion with tamponade physiology"}[k]
    N.add(reason, ".\n\nHISTORY\n")
    N.add((str(pt.age), "AGE"), "M" if pt.sex == "M" else "F", " ")
    N.add("presented ", c.ch(["by ambulance", "to ED", "via GP", "as a walk-in"]), " on ", (c.fd(c.days(-c.ri(0, 5))), "DATE"),
          " with ", clin.fill(c, sc["pc"]), ". ")
    if k.startswith("stemi") and c.p(0.6):
        N.add("Thrombolysed with tenecteplase at ", "%02d:%02d" % (c.ri(0, 23), c.ri(0, 59)),
              "; <50% ST resolution at 90 min. ")
    N.add("PMH: ", "; ".join(clin.comorbs(c, c.ri(1, 4), pt.sex)), ".\n")
    if c.p(0.4):
        N.add("Collapsed at ", (c.ch(P.LANDMARKS), "LOCATION_OTHER"), ", bystander CPR ", c.ch(["not required", "for ~2 min"]), ".\n")
    N.add("\nINVESTIGATIONS\n")
    N.add("ECG: ", clin.ecg_line(c, k), "\n")
    N.add("Lab no. ", (c.accession(c.ch(["L", "BX", "CH"])), "IDNUM"), "\n", clin.bloods_table(c), "\n")
    if c.p(0.7):
        N.add("Bedside echo: ", clin.echo_brief(c), "\n")
    N.add("\nCURRENT TREATMENT\n")
    for m in clin.med_list(c, sc, c.ri(0, 2)):
        N.add("- ", m, "\n")
    N.add(c.ch(["- Fondaparinux 2.5 mg SC OD (last dose 08:00)\n", "- IV heparin infusion per protocol, APTT ratio 2.1\n",
                "- GTN infusion 2 mg/h\n", ""]))
    acc_ = c.ch(["18G cannula L ACF, 20G R hand", "CVC R IJ (", "16G cannula R ACF"])
    N.add("Access: ", acc_)
    if acc_.endswith("("):
        N.add("inserted ", (c.fd(c.days(-1), "dm"), "DATE"), ")")
    N.add("\nInfection screen: MRSA ", c.ch(["negative", "pending"]), ", CPE screen sent, COVID-19 PCR ", c.ch(["not detected", "negative"]), "\n")
    N.add("Resuscitation status: ", c.ch(["For full resuscitation", "DNACPR not in place", "For CPR - discussed with patient"]), "\n\n")
    N.add("TRANSFER ARRANGEMENTS\n")
    N.add("Bed: ", (c.ch(P.WARDS), "HOSPITAL"), ", bed ", (str(c.ri(1, 28)), "LOCATION_OTHER"), "\n")
    N.add("Transport: ", c.ch(["Emergency ambulance, paramedic crew", "HDU transfer with nurse escort",
                              "Ambulance with cardiac nurse escort"]))
    if c.p(0.6):
        N.add(", vehicle ", (c.vehicle(), "VEHICLE"))
    N.add(". ETA ", "%02d:%02d" % (c.ri(0, 23), c.ri(0, 59)), ".\n")
    N.add("Escort: ", (c.clinician("staffnurse").name("full"), "DOCTOR"), ", ", c.ch(["Staff Nurse", "CCU Nurse", "RGN"]), "\n")
    N.add("Images: angiogram/echo pushed via image exchange to PACS node ", (c.ip(), "IPADDR"), "\n" if c.p(0.6) else "\n")
    N.add("Family aware: ", c.ch(["yes - ", "Yes, "]), fam.rel, " travelling separately", ".\n\n")
    N.add("Referring clinician:\n")
    N.add("Dr ", (frm.name("full"), "DOCTOR"), ", ", frm.cred, "\n")
    lab, num = frm.lic.rsplit(" ", 1)
    N.add(lab, " ", (num, "LICENSE"), "   Tel: ", (c.phone(), "PHONE"))
    if c.p(0.5):
        N.add("   Email: ", (c.email_person(frm), "EMAIL"))
    N.add("\n")
    return N
