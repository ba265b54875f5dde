"""Genres: OPAT referral form, acceptance assessment, home IV administration record."""
import ident as I
from case import Case, pick
from common import cb, yn, rule, pt_header, sig, time, hn, drug_line, meds_list, ward_loc
from doc import Doc


def referral(rng, country, lower):
    c = Case(rng, country)
    d = Doc(rng, lower)
    ref_dt = I.add_days(c.start, -rng.randint(1, 4))
    if rng.random() < 0.5:
        d.w("{h} - Infection Service\n", h=("HOSPITAL", c.hospital))
        d.t(pick(rng, ["OPAT REFERRAL FORM\n", "=== OPAT REFERRAL FORM ===\n", "Outpatient Parenteral Antimicrobial Therapy - Referral\n"]))
    else:
        d.t(pick(rng, ["OPAT / HOME IV ANTIBIOTIC REFERRAL\n", "REFERRAL TO OPAT SERVICE (e-form v3.2)\n"]))
        d.w("To: {u}  |  {e}  |  Fax {f}\n", u=("HOSPITAL", c.opat_unit), e=("EMAIL", c.unit_email),
            f=("FAX", c.unit_fax))
    d.w("e-Referral no. {r}    Submitted {dt} {tm} by user {u}", r=("IDNUM", c.ref_no), dt=c.D(ref_dt),
        tm=time(rng), u=("USERNAME", c.ref_junior.user))
    if rng.random() < 0.6:
        d.w(" (workstation {ip})", ip=("IPADDR", I.ipaddr(rng)))
    d.t("\n" + rule(rng))
    d.t("SECTION 1 - PATIENT DETAILS\n")
    d.w("Surname: {l}        Forename(s): {f}\n", l=("PATIENT", c.pt.last.upper()), f=("PATIENT", c.pt.first))
    d.w("DOB: {dob}   Age: {a}   Sex: {s}\n", dob=c.D(c.dob), a=c.age_v(), s=c.sex)
    d.v(c.ids_line())
    d.t("\nAddress: ")
    d.v(c.address())
    d.w("\nTel (home): {h}    Mobile: {m}\n", h=("PHONE", c.home_phone), m=("PHONE", c.mobile))
    if rng.random() < 0.6:
        d.w("Email: {e}\n", e=("EMAIL", c.email))
    d.w("NOK: {n} ({r})  Tel: {p}\n", n=c.nok.full(), r=c.nok_rel, p=("PHONE", c.nok_phone))
    d.w("{gw}: ", gw=c.gp_word())
    d.v(c.gp.dr_full())
    d.w(", {p}   Tel {t}   Fax {f}\n", p=("HOSPITAL", c.practice), t=("PHONE", c.gp_phone), f=("FAX", c.gp_fax))
    if country == "US":
        d.w("Payer: {i}   Member ID: {m}   Group #: {g}\n", i=("ORGANIZATION", c.insurer),
            m=("HEALTHPLAN", c.hp), g=("HEALTHPLAN", c.group))
        d.w("SSN (last resort ID for payer): {s}   Prior auth: {pa}\n", s=("SSN", c.ssn),
            pa=pick(rng, ["pending", "approved", "not required (Medicare Part B)"]))
    elif country == "CA" and rng.random() < 0.5:
        d.w("SIN (for funding application only): {s}\n", s=("SSN", c.ssn))
    elif country == "IE" and rng.random() < 0.5:
        d.w("PPSN: {s}\n", s=("SSN", c.ssn))
    if c.language and rng.random() < 0.5:
        d.w("Interpreter required: Yes - {lang}; born in {b}", lang=c.language, b=("COUNTRY", c.birth_country))
    else:
        d.t("Interpreter required: No")
    d.t("\n\nSECTION 2 - REFERRER\n")
    d.t("Referring consultant: ")
    d.v(c.ref_cons.dr_full())
    d.w(" ({sp})\nReferrer: ", sp=c.ref_spec)
    d.v(c.ref_junior.signed())
    d.w("  {bw} {b}\nCurrent location: ", bw=c.pager_word, b=("PHONE", c.ref_junior.bleep))
    d.v(ward_loc(c))
    d.w("\nDate of admission: {a}\n", a=c.D(c.admit))
    d.t("\nSECTION 3 - INFECTION\n")
    d.w("Diagnosis: {dx}\n", dx=c.dx)
    d.w("Microbiology: {o} (specimen {s}, collected {dt})\n", o=c.org, s=("IDNUM", I.idnum(rng, "specimen")),
        dt=c.D(I.add_days(c.admit, rng.randint(0, 3))))
    d.w("Source control / imaging: {x}\n", x=c.dx_extra)
    d.t("Discussed with micro/ID: ")
    d.v(c.id_cons.dr())
    d.w(" on {dt}\n", dt=c.D(I.add_days(ref_dt, -rng.randint(0, 3))))
    d.t("\nSECTION 4 - ANTIMICROBIAL PLAN\n")
    d.w("Agent: {x}\n", x=drug_line(c))
    d.w("Weight: {w} kg   CrCl (Cockcroft-Gault): {cr} mL/min\n", w=str(c.weight), cr=str(rng.randint(28, 110)))
    d.w("First IV dose: {a}   OPAT start: {s}   Planned end: {e} ({wk} weeks total from first negative culture)\n",
        a=c.D(c.admit), s=c.D(c.start), e=c.D(c.end), wk=str(c.weeks))
    d.w("Monitoring: {m} weekly\n", m=", ".join(c.monitor))
    d.w("Oral step-down considered: {o}\n", o=c.oral)
    d.w("Allergies: {a}\n", a=c.allergy)
    d.t("Comorbidities: ")
    d.v(c.comorb_v)
    d.t("\n")
    d.t("\nSECTION 5 - VASCULAR ACCESS\n")
    if rng.random() < 0.6:
        d.w("{l} ({ld}) in situ, inserted {dt}, {arm} arm; tip confirmed ({tc})\n", l=c.line, ld=c.line_desc,
            dt=c.D(c.line_date), arm=c.arm, tc=pick(rng, ["3CG", "CXR", "Sherlock 3CG"]))
    else:
        d.w("{l} requested from vascular access team - booked {dt}\n", l=c.line, dt=c.D(c.line_date))
    d.t("\nSECTION 6 - SUITABILITY CHECKLIST\n")
    for item in ["Clinically stable, afebrile >24 h", "Suitable venous access", "Patient consents to OPAT",
                 "Telephone access at home", "Able to attend clinic / accept home visits",
                 "No active IVDU or safeguarding concern", "Fridge available for drug storage"]:
        d.t("%s %s\n" % (cb(rng, rng.random() < 0.9), item))
    if rng.random() < 0.5:
        hn(d, c, 2)
        d.t("\n")
    d.t("\n")
    roles = (["PGY-2, " + c.ref_spec, "Resident, " + c.ref_spec, "Fellow, " + c.ref_spec, "Hospitalist"]
             if country in ("US", "CA") else
             ["FY2, " + c.ref_spec, "Registrar, " + c.ref_spec, "CT1 Medicine", "SpR, " + c.ref_spec])
    sig(d, c, c.ref_junior, pick(rng, roles), date=ref_dt)
    d.t(pick(rng, ["\nFor OPAT use: ", "\nOPAT team decision: "]))
    d.t(pick(rng, ["Accepted", "Accepted - start ", "Triage pending", "Accepted pending line"]))
    if d.parts[-1].endswith("start "):
        d.v(c.D(c.start))
    d.t("  Triaged by: ")
    d.v(c.nurse.full())
    d.t("\n")
    return d


def acceptance(rng, country, lower):
    c = Case(rng, country)
    d = Doc(rng, lower)
    dt = I.add_days(c.start, -rng.randint(0, 2))
    d.w("{u}\n", u=("HOSPITAL", c.opat_unit))
    d.t(pick(rng, ["OPAT ACCEPTANCE ASSESSMENT\n", "Initial OPAT Assessment / Acceptance\n",
                   "OPAT suitability & acceptance assessment\n"]))
    d.w("Date of assessment: {dt}   Seen on {w}, bed {b}\n", dt=c.D(dt), w=("HOSPITAL", c.ward), b=("LOCATION_OTHER", c.bed))
    pt_header(d, c)
    d.t(rule(rng))
    d.w("Referral ref {r} from ", r=("IDNUM", c.ref_no))
    d.v(c.ref_cons.dr())
    d.w(" ({s}). Episode no {e}.\n\n", s=c.ref_spec, e=("ACCOUNT", c.acct))
    d.t("Presenting problem: ")
    d.w("{a} yo {sx} with {dx}. {org} on cultures. {x}. ", a=c.age_v(), sx=c.sexword(), dx=c.dx, org=c.org, x=c.dx_extra)
    d.w("Currently on {drug} day {n}; afebrile since {dt}.\n", drug=c.drug, n=str(rng.randint(5, 16)),
        dt=c.Dw(I.add_days(dt, -rng.randint(2, 5))))
    hn(d, c, rng.randint(1, 3))
    d.t("\n\nPMH: ")
    d.v(c.comorb_v)
    d.t("\nAllergies: " + c.allergy + "\n")
    if rng.random() < 0.5:
        d.t("Current meds:\n")
        meds_list(d, c)
    d.t("\nSOCIAL HISTORY\n")
    liv = pick(rng, ["Lives with %s " % c.nok_rel, "Lives alone; %s nearby - " % c.nok_rel,
                     "Lives with %s " % c.nok_rel])
    d.t(liv)
    d.v(c.nok.firstname() if rng.random() < 0.5 else c.nok.full())
    d.w(" (mob {p}) in a {h}, ", p=("PHONE", c.nok_phone),
        h=pick(rng, ["2-storey house", "ground floor flat", "bungalow", "3rd floor flat with lift",
                     "farmhouse ~20 min from nearest town", "caravan (mains electricity)"]))
    d.v(c.address())
    d.t(".\nOccupation: ")
    d.v(c.occupation())
    d.t(". ")
    if not c.retired and rng.random() < 0.6:
        d.t(pick(rng, ["Off work until course complete; fit note given. ", "Hopes to work from home. ",
                       "Self-employed - worried about income. "]))
    d.t(pick(rng, ["Smoker 10/day. ", "Ex-smoker. ", "Never smoked. "]))
    d.t(pick(rng, ["Alcohol ~14 units/wk. ", "Alcohol: nil. ", "Alcohol 30+ units/wk - brief intervention. "]))
    if rng.random() < 0.5:
        d.w("Born in {b}, moved here {y}. ", b=("COUNTRY", c.birth_country), y=("DATE", str(c.dob.year + rng.randint(18, 40))))
    if rng.random() < 0.4:
        d.w("Recent travel to {t} ({m}). ", t=("COUNTRY", c.travel_country),
            m=("DATE", "%s %d" % (I.MONTHS[I.add_days(c.admit, -40).month - 1], I.add_days(c.admit, -40).year)))
    d.t("\nPets: " + pick(rng, ["dog", "2 cats", "none", "none", "budgie"]) + ".  Fridge: " + yn(rng) + ".  Phone signal: " + yn(rng, rng.random() < 0.9) + "\n")
    d.t("Transport: ")
    if rng.random() < 0.55:
        d.w("drives own car, reg {v} - clinic parking permit issued\n", v=("VEHICLE", c.vehicle))
    else:
        d.t(pick(rng, ["relative to drive", "hospital transport", "bus - 2 changes", "taxi"]) + "\n")
    d.t("\nSUITABILITY\n")
    for item, on in [("Medically stable", True), ("Home environment suitable", True),
                     ("Able to recognise & report line problems", rng.random() < 0.9),
                     ("Cognition intact (AMT 10/10)", rng.random() < 0.85),
                     ("Reliable telephone", True), ("Carer support if needed", rng.random() < 0.8),
                     ("Safeguarding / IVDU concern", rng.random() < 0.1)]:
        d.t("%s %s\n" % (cb(rng, on), item))
    d.t("\nMODEL OF CARE: ")
    model = pick(rng, ["S-OPAT (self-administration after training)", c.dn_long + " home visits",
                       "daily attendance at OPAT clinic", "home infusion nurse (provider) visits",
                       "carer-administered after training"])
    d.t(model + "\n")
    if "provider" in model or rng.random() < 0.4:
        d.w("Home infusion provider: {h} - referral sent {dt}, acct {a}\n", h=("ORGANIZATION", c.homecare),
            dt=c.D(dt), a=("ACCOUNT", I.account(rng)))
    d.w("Regimen: {x}\n", x=drug_line(c))
    d.w("Start {s}, planned end {e}. Bloods every {wd}.\n", s=c.D(c.start), e=c.D(c.end),
        wd=pick(rng, ["Monday", "Tuesday", "Thursday", "Mon + Thu"]))
    d.t("\nOUTCOME: ")
    d.t(pick(rng, ["ACCEPTED for OPAT - start ", "Accepted. First OPAT dose ", "ACCEPTED - first OPAT dose ",
                   "Accepted pending PICC - planned start "]))
    d.v(c.Dw(c.start))
    d.t("\nDiscussed with ")
    d.v(c.id_cons.dr())
    d.t(pick(rng, [" (OPAT consultant) who agrees.\n", " - agrees, bloods weekly.\n", ", happy.\n"]))
    d.t("\n")
    sig(d, c, c.nurse, pick(rng, ["OPAT Clinical Nurse Specialist", "OPAT nurse", "HITH Nurse Coordinator" if country == "AU" else "OPAT nurse coordinator",
                                  "Infusion nurse"]), date=dt)
    return d


def admin_record(rng, country, lower):
    c = Case(rng, country)
    d = Doc(rng, lower)
    d.t(pick(rng, ["HOME IV ADMINISTRATION RECORD\n", "Home Intravenous Therapy - Administration Chart\n",
                   "OPAT ADMINISTRATION RECORD (patient-held copy)\n"]))
    d.w("Provider: {p}   Page {pg} of {tot}\n", p=("ORGANIZATION", c.homecare) if rng.random() < 0.5 else ("HOSPITAL", c.opat_unit),
        pg=str(rng.randint(1, 3)), tot="3")
    pt_header(d, c)
    if rng.random() < 0.5:
        d.t("Home address: ")
        d.v(c.address())
        d.t("\n")
    d.w("Drug: {drug} ({brand})   Dose: {dose}   Freq: {f}\n", drug=c.drug, brand=c.brand, dose=c.dose, f=c.freq)
    d.w("Route: IV via {l} ({ld})   Device: {pump}, serial {sn}\n", l=c.line, ld=c.line_desc, pump=c.pump,
        sn=("DEVICE", c.pump_sn))
    d.w("Prescriber: ", )
    d.v(c.id_cons.dr_full())
    d.w("   Rx no. {rx}   Allergies: {a}\n", rx=("IDNUM", I.idnum(rng, "rx")), a=c.allergy)
    d.t(rule(rng))
    staff = [c.nurse, c.nurse2]
    self_admin = rng.random() < 0.35
    d.t("Date        | Time  | Dose        | Batch no      | Site/VIP | Flush | Given | Chk\n")
    n = rng.randint(6, 12)
    start_off = rng.randint(0, 20)
    for i in range(n):
        day = I.add_days(c.start, start_off + i * (2 if c.reg_key in ("teic", "amik") else 1))
        d.v(c.D(day, "dmy" if country != "US" else "mdy") if rng.random() < 0.7 else c.Dw(day))
        d.t(" | %s | %-11s | " % (time(rng), c.dose.split(" (")[0][:11]))
        d.v(("IDNUM", I.idnum(rng, "batch")))
        d.t(" | VIP %s    | 10 mL NaCl | " % pick(rng, ["0", "0", "0", "1"]))
        if self_admin and i > 2 and rng.random() < 0.8:
            d.v(c.initials())
            d.t(" (self)")
        else:
            d.v(pick(rng, staff).initials())
        d.t(" | ")
        d.v(pick(rng, staff).initials() if rng.random() < 0.6 else "-")
        if rng.random() < 0.12:
            d.t("  " + pick(rng, ["dose delayed - pump alarm (occlusion)", "line sluggish, flushed OK",
                                  "pt at dialysis - given late", "dressing changed", "bloods taken from line"]))
        d.t("\n")
    d.t(rule(rng))
    d.t("Signature list:\n")
    for s in staff:
        d.v(s.initials())
        d.t(" = ")
        d.v(s.signed())
        if rng.random() < 0.6:
            d.w("  ({lab} {no})", lab=s.lic_label, no=("LICENSE", s.lic))
        d.t("\n")
    if self_admin:
        d.v(c.initials())
        d.t(" = patient (self-administering, competency signed off ")
        d.v(c.D(I.add_days(c.start, start_off + 2)))
        d.t(")\n")
    if rng.random() < 0.55:
        d.w("Identity check at each visit: {m} {b}\n", m=pick(rng, ["fingerprint ID", "biometric fingerprint template",
                                                                   "fingerprint enrolment no."]), b=("BIOID", c.finger))
    if rng.random() < 0.45:
        d.w("eMAR entries synced by user {u} from {ip}\n", u=("USERNAME", c.nurse.user), ip=("IPADDR", I.ipaddr(rng)))
    d.t(pick(rng, ["Out of hours problems: ring ", "If pump alarms or line problem call "]))
    d.w("{p} (24 h)", p=("PHONE", c.unit_phone))
    d.t(". Do not " + pick(rng, ["remove the line yourself.", "disconnect the Infusor early.", "submerge the arm."]) + "\n")
    return d
