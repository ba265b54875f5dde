"""Shared note blocks: letterheads, patient identification, signatures, social history, audit lines."""
import pools as P
import negs as N
from phi import (w, town, street, postcode, phone, phone_ext, bleep, email, url, ipaddr, username, mrn, nhs_number, ssn,
                 healthplan, account, license_no, device_sn, vehicle, bioid, idnum, person, employer, profession,
                 hospital, practice, ward, county, region, digits, name_form, D)

DEPTS = ["Department of Respiratory Medicine", "Acute Medical Unit", "Department of Cardiology", "General Surgery",
         "Department of Gastroenterology", "Care of the Elderly", "Department of Haematology", "Renal Unit",
         "Department of Infectious Diseases", "Obstetrics and Gynaecology", "Trauma and Orthopaedics", "Neurology",
         "Diabetes and Endocrinology", "Oncology", "Urology", "Palliative Care Service", "Internal Medicine"]

ROLE = {"UK": ["Consultant Physician", "Specialty Registrar (ST5)", "FY1", "FY2", "Core Trainee (CT2)", "SHO", "Registrar",
               "Clinical Fellow", "Consultant Geriatrician", "Physician Associate"],
        "IE": ["Consultant Physician", "Specialist Registrar", "SHO", "Intern", "NCHD", "Registrar", "Consultant Surgeon"],
        "CA": ["Attending Physician", "Resident (PGY-3)", "Resident (PGY-1)", "Clinical Associate", "Staff Internist",
               "Fellow", "Nurse Practitioner"],
        "KE": ["Medical Officer", "Consultant Physician", "Registrar (MMed)", "Clinical Officer", "Medical Officer Intern",
               "Senior House Officer"],
        "GH": ["Medical Officer", "House Officer", "Senior Medical Officer", "Specialist Physician", "Resident",
               "Physician Assistant", "Consultant"]}

LIC_LABEL = {"UK": ["GMC", "GMC No.", "GMC no:"], "IE": ["IMC", "IMC Reg.", "MCRN"], "CA": ["CPSO", "CMQ", "CPSNS", "Licence #"],
             "KE": ["KMPDC Reg.", "Reg. No.", "KMPDC"], "GH": ["MDC Reg.", "MDC No.", "Reg."]}
NUR_LIC = {"UK": "NMC PIN", "IE": "NMBI PIN", "CA": "CNO Reg.", "KE": "NCK Reg.", "GH": "NMC Ghana"}
MRN_LABEL = {"UK": ["Hosp No", "Hospital No.", "MRN", "K No.", "Unit No"], "IE": ["MRN", "Chart No.", "Hosp. No."],
             "CA": ["MRN", "Chart #", "Dossier", "Hosp #"], "KE": ["IP No.", "OP No.", "Hosp. No.", "MRN"],
             "GH": ["Folder No.", "Hosp. No.", "Folder #", "MRN"]}


def rc(r, xs):
    return r.choice(xs)


def hosp_address(x):
    r, c = x.r, x.c
    t = town(r, c)
    parts = [w("STREET", street(r, c)), w("CITY", t)]
    if c == "CA":
        parts[-1] += ", " + w("STATE", region(r, c)) + " " + w("ZIP", postcode(r, c))
    elif c == "GH":
        parts.append(w("STATE", region(r, c)) + " Region")
    elif c == "KE":
        parts = [w("STREET", "P.O. Box %d" % r.randint(10, 9999)) + "-" + w("ZIP", postcode(r, c)), w("CITY", t)]
    else:
        parts.append(w("ZIP", postcode(r, c)))
    if r.random() < 0.3:
        parts.append(w("COUNTRY", rc(r, [P.COUNTRY_NAME[c], {"UK": "UK", "IE": "Ireland", "CA": "Canada", "KE": "Kenya", "GH": "Ghana"}[c]])))
    return ", ".join(parts)


def letterhead(x, dept=True):
    r, c = x.r, x.c
    lines = [w("HOSPITAL", x.hosp)]
    if dept:
        lines.append(rc(r, DEPTS))
    lines.append(hosp_address(x))
    tl = rc(r, ["Tel: ", "Tel ", "Phone: ", "T: ", "Switchboard: "]) + w("PHONE", phone_ext(r, c))
    if r.random() < 0.7:
        tl += rc(r, ["  Fax: ", " | Fax ", "  F: "]) + w("FAX", phone(r, c))
    lines.append(tl)
    if r.random() < 0.5:
        lines.append(rc(r, ["Email: ", "E: ", "e-mail "]) + w("EMAIL", email(r, None)) +
                     ((rc(r, ["  Web: ", " | "]) + w("URL", url(r, x.hosp))) if r.random() < 0.5 else ""))
    return lines


def extra_ids(x, k=1):
    r, c = x.r, x.c
    out = []
    opts = {
        "UK": [lambda: "NHS No: " + w("MRN", nhs_number(r)), lambda: "NI No: " + w("SSN", ssn(r, c)),
               lambda: rc(r, ["Insurer ref: ", "Policy no. "]) + w("HEALTHPLAN", healthplan(r, c))],
        "IE": [lambda: "PPSN: " + w("SSN", ssn(r, c)), lambda: rc(r, ["Medical Card No: ", "GMS No. "]) + w("HEALTHPLAN", healthplan(r, c)),
               lambda: "IHI: " + w("MRN", digits(r, 10, True))],
        "CA": [lambda: rc(r, ["Health Card: ", "OHIP #", "RAMQ: ", "HCN "]) + w("HEALTHPLAN", healthplan(r, c)),
               lambda: "SIN " + w("SSN", ssn(r, c))],
        "KE": [lambda: rc(r, ["SHA No: ", "NHIF No. ", "SHA member no. "]) + w("HEALTHPLAN", healthplan(r, c)),
               lambda: rc(r, ["Biometric ID: ", "Fingerprint ref: ", "Maisha biometric no. "]) + w("BIOID", bioid(r)),
               lambda: rc(r, ["ID No: ", "National ID "]) + w("IDNUM", digits(r, 8, True)), lambda: "NSSF: " + w("SSN", ssn(r, c))],
        "GH": [lambda: rc(r, ["NHIS No: ", "NHIS #", "NHIS card "]) + w("HEALTHPLAN", healthplan(r, c)),
               lambda: "Ghana Card: " + w("IDNUM", "GHA-%s-%s" % (digits(r, 9, True), digits(r, 1))), lambda: "SSNIT: " + w("SSN", ssn(r, c)),
               lambda: rc(r, ["Biometric ID: ", "Fingerprint ref: "]) + w("BIOID", bioid(r))],
    }[c]
    r.shuffle(opts)
    for f in opts[:k]:
        out.append(f())
    return out


def mrn_item(x):
    return rc(x.r, MRN_LABEL[x.c]) + rc(x.r, [": ", " ", ": "]) + w("MRN", x.mrn)


def patient_block(x, style=None):
    r = x.r
    style = style or r.randint(0, 4)
    if style == 0:
        lines = ["Patient: " + x.P(rc(r, ["full", "caps", "title_full", "fml"])) + "   DOB: " + x.dnum(x.dob) +
                 rc(r, ["   Age: " + w("AGE", str(x.age)), " (" + w("AGE", str(x.age)) + "y)", ""]),
                 mrn_item(x) + "   " + "   ".join(extra_ids(x, r.randint(1, 2)))]
        if r.random() < 0.7:
            lines.append("Address: " + x.address_line())
        if r.random() < 0.3:
            lines.append("Insurer: " + w("ORGANIZATION", rc(r, P.INSURERS)) + rc(r, [", policy ", ", member no. ", " - ref "]) + w("HEALTHPLAN", healthplan(r, x.c)))
        return lines
    if style == 1:
        return ["Re: " + x.P(rc(r, ["caps", "caps_last_first", "title_full"])) + ", DOB " + x.dnum(x.dob) + ", " + mrn_item(x),
                "    " + x.address_line()]
    if style == 2:
        return ["Name: " + x.P(rc(r, ["last_first", "caps_last_first"])) + " | " + mrn_item(x) + " | Ward: " + w("HOSPITAL", x.ward) +
                " | Bed " + w("LOCATION_OTHER", x.bed)]
    if style == 3:
        return ["PATIENT DETAILS", "Surname: " + w("PATIENT", x.pt.last.upper()), "Forename(s): " + w("PATIENT", x.pt.first + ((" " + x.pt.middle) if x.pt.middle else "")),
                "D.O.B.: " + x.dnum(x.dob) + "   Sex: " + ("M" if x.pt.sex == "m" else "F"),
                mrn_item(x)] + extra_ids(x, r.randint(1, 3)) + ["Address: " + x.address_line()] + \
            (["Employer: " + w("ORGANIZATION", x.employer), "Insurer: " + w("ORGANIZATION", rc(r, P.INSURERS))] if r.random() < 0.4 else [])
    return [x.P(rc(r, ["caps", "caps_last_first", "full"])) + " - " + mrn_item(x) + " - DOB " + x.dnum(x.dob)]


def role(x):
    return rc(x.r, ROLE[x.c])


def signature(x, p=None, lic=None, bleep_p=None, closing=True):
    r = x.r
    p = p or x.reg
    lines = [rc(r, ["Signed: ", "", "Yours sincerely,\n" if closing else "", "Dictated by ", "Reviewed and signed by "]) + x.Doc(p, rc(r, ["title_full", "full_cred", "title_init_last", "caps_cred", "title_full"]))]
    lines.append(role(x) + (rc(r, [" to ", ", on behalf of "]) + "Dr " + w("DOCTOR", x.cons.last) if r.random() < 0.4 else ""))
    extras = []
    if lic or r.random() < 0.45:
        extras.append(rc(r, LIC_LABEL[x.c]) + " " + w("LICENSE", license_no(r, x.c)))
    if bleep_p or r.random() < 0.5:
        extras.append(rc(r, ["Bleep ", "bleep ", "Pager ", "Ext. ", "ext "]) + w("PHONE", bleep(r)))
    if r.random() < 0.2:
        extras.append(rc(r, ["Mob: ", "Mobile "]) + w("PHONE", phone(r, x.c, "mob")))
    if r.random() < 0.2:
        extras.append(w("EMAIL", email(r, p)))
    if extras:
        lines.append("  ".join(extras))
    return lines


def typed_by(x):
    r = x.r
    sec = person(r, x.c)
    return rc(r, ["Dictated: ", "Dict. ", "D: "]) + x.dnum(x.adm) + rc(r, ["  Typed: ", "  T: ", " / typed "]) + x.dnum(x.day(r.randint(1, 9))) + \
        rc(r, [" by ", " ", " - "]) + w("DOCTOR", rc(r, [sec.first + " " + sec.last, sec.first[0].lower() + sec.last[0].lower(), sec.first[0] + sec.last[0]]))


def cc_block(x):
    r = x.r
    lines = ["cc: " + x.Doc(x.gp, rc(r, ["title_full", "title_init_last", "title_last"])) + ", " + w("HOSPITAL", x.gp_practice) +
             (", " + w("CITY", x.town) if r.random() < 0.6 else "")]
    if r.random() < 0.4:
        lines.append("cc: Patient")
    if r.random() < 0.25:
        lines.append("cc: " + rc(r, ["Fax " + w("FAX", phone(r, x.c)), "secure e-mail " + w("EMAIL", email(r, None))]))
    return lines


def social(x, terse=False):
    r = x.r
    rel = x.nok_rel
    if terse:
        bits = [rc(r, ["lives w/ ", "lives with ", "LW "]) + rel + " (" + name_form(r, x.nok, "FAMILY", rc(r, ["first", "full"])) + ")",
                rc(r, ["indep ADLs", "mobile w/ frame", "POC BD", "indep, no POC", "NH resident"]),
                rc(r, ["", "ex-", "retired ", "occ: ", "works as "]) + w("PROFESSION", x.prof),
                rc(r, ["ex-smoker %s pk-yr" % N.num(r, 5, 60), "never smoked", "smoker 10/day", "ETOH %s u/wk" % N.num(r, 0, 60), "nil ETOH"])]
        if r.random() < 0.35:
            bits.insert(3, "@ " + w("ORGANIZATION", x.employer))
        return "SHx: " + ", ".join(b for b in bits if b)
    s = rc(r, ["Lives with %s %s" % ("her" if x.pt.sex == "f" else "his", rel), "Lives with %s" % rel, "Resides with %s %s" % ("her" if x.pt.sex == "f" else "his", rel)])
    s += " " + name_form(r, x.nok, "FAMILY", rc(r, ["first", "full", "title_last"])) + rc(r, [" in ", " at home in ", " in a bungalow in "]) + w("CITY", x.town) + ". "
    s += rc(r, ["Works as a ", "Employed as a ", "Previously worked as a ", "Retired ", "Occupation: "]) + w("PROFESSION", x.prof)
    if r.random() < 0.6:
        s += rc(r, [" at ", " with ", " for "]) + w("ORGANIZATION", x.employer)
    s += ". "
    if r.random() < 0.5:
        s += rc(r, ["Her ", "The patient's ", "His "]) + rel + " is a " + w("PROFESSION", x.nok_prof) + ". "
    s += rc(r, ["Ex-smoker, %s pack-years. " % N.num(r, 5, 60), "Never smoked. ", "Smokes 10 cigarettes/day. "])
    s += rc(r, ["Drinks %s units/week." % N.num(r, 0, 40), "Teetotal.", "Occasional alcohol, " + N.nameword(r) + "."])
    return s


def nok_line(x):
    r = x.r
    return rc(r, ["NOK: ", "Next of kin: ", "NOK - ", "Contact: "]) + name_form(r, x.nok, "FAMILY", rc(r, ["full", "title_full", "full", "first"])) + \
        " (" + x.nok_rel + ")" + rc(r, [", tel ", " - ", " Tel: ", ", mob "]) + w("PHONE", phone(r, x.c, rc(r, ["mob", "land"])))


def audit_line(x, p=None):
    r = x.r
    p = p or rc(r, [x.sho, x.reg, x.nurse, x.pharm])
    s = rc(r, ["Electronically signed by ", "Entered by user ", "Last amended by ", "Audit: user ", "Signed (e-sig) "]) + w("USERNAME", username(r, p))
    if r.random() < 0.6:
        s += rc(r, [" from workstation ", " @ ", " on terminal ", " IP "]) + w("IPADDR", ipaddr(r))
    s += rc(r, [" at ", " ", " - "]) + N.clock(r)
    if r.random() < 0.5:
        s += " on " + x.dnum(x.day(r.randint(0, 3)))
    return s


def visit_line(x):
    r = x.r
    return rc(r, ["Episode: ", "Encounter No: ", "Visit #", "Acct: ", "Billing ref ", "Invoice no. "]) + w("ACCOUNT", account(r))


def rare_sentence(x):
    """One sentence carrying a rarer identifier type."""
    r, c = x.r, x.c
    k = r.randint(0, 9)
    if k == 0:
        return "Identity confirmed by " + rc(r, ["fingerprint scan", "biometric check", "iris scan"]) + " (ref " + w("BIOID", bioid(r)) + ")."
    if k == 1:
        return rc(r, ["Patient drives; vehicle reg ", "Arrived in own car, reg. ", "Car parked in bay, registration "]) + w("VEHICLE", vehicle(r, c)) + " - DVLA advice given." if c == "UK" else \
            rc(r, ["Vehicle reg ", "Arrived by own vehicle, plate ", "Car plate "]) + w("VEHICLE", vehicle(r, c)) + " noted by security."
    if k == 2:
        return rc(r, ["Driving licence no. ", "DL# ", "Licence number "]) + w("LICENSE", license_no(r, c, "driver")) + " photocopied for ID."
    if k == 3:
        return rc(r, ["Passport no. ", "Passport "]) + w("IDNUM", idnum(r, "passport")) + " - recently arrived from " + w("COUNTRY", rc(r, P.OTHER_COUNTRIES)) + "."
    if k == 4:
        return rc(r, ["Patient portal: ", "Results also visible at ", "Info leaflet: "]) + w("URL", url(r, x.hosp))
    if k == 5:
        return "Insulin pump " + rc(r, ["SN ", "serial ", "S/N "]) + w("DEVICE", device_sn(r)) + " - settings reviewed by DSN."
    if k == 6:
        return rc(r, ["Travelled to ", "Returned from ", "Visited family in "]) + w("STATE", rc(r, [s[0] for s in P.US_STATES] + [s[1] for s in P.US_STATES])) + \
            ", " + w("COUNTRY", rc(r, ["USA", "United States"])) + " " + rc(r, ["last month", "recently", "over the summer"]) + "."
    if k == 7:
        return "Born in " + w("COUNTRY", rc(r, P.OTHER_COUNTRIES)) + ", moved to " + w("COUNTRY", P.COUNTRY_NAME[c]) + " aged " + w("AGE", str(r.randint(2, 40))) + "."
    if k == 8:
        return "Datix " + w("IDNUM", idnum(r, "incident")) + " completed re " + rc(r, ["fall", "pressure ulcer", "medication error", "delayed escalation"]) + "."
    return "Please quote " + rc(r, ["our ref ", "ref. ", "referral no. "]) + w("IDNUM", idnum(r, "ref")) + " in all correspondence."
