"""Genres: DICOM/PACS upload audit log, misfiled-image incident report, departmental correspondence."""
from builder import P
import phi
import clinical as CL
import common as CM
import pools_misc as PM
import pools_places as PL


def _ts(r, c, d):
    return [phi.D(r, d, c.country, "iso"), " %02d:%02d:%02d" % (r.randint(6, 22), r.randint(0, 59), r.randint(0, 59))]


def _dicom_name(p):
    return "%s^%s" % (phi.ascii_fold(p.last).upper() or p.last.upper(), phi.ascii_fold(p.first).upper() or p.first.upper())


# ------------------------------------------------------------------ PACS audit
def pacs_audit(n, r, c):
    users = [c.photog, c.clin, c.ig, c.clerk, c.nurse]
    unames = [phi.username(r, u) for u in users]
    unames[0] = c.user
    ips = [phi.ipaddr(r) for _ in users]
    n.ln(r.choice(["PACS AUDIT TRAIL EXTRACT", "VNA Audit Log - Clinical Photography (XC/VL)",
                   "Image Archive Access Report", "AUDIT: DICOM store/query/retrieve events"]))
    n.ln("Generated: ", _ts(r, c, c.days(r.randint(1, 40))), " by ", P(phi.username(r, c.ig), "USERNAME"),
         r.choice(["", " (IG audit)", " - FairWarning-style review", " on request of Privacy Office"]))
    n.ln("Filter: PatientID = ", P(c.mrn, "MRN"), "; StudyDate >= ", P(phi.fmt_date(r, c.days(-30), c.country, "dicom"), "DATE"))
    n.ln("Source AE: MEDPHOTO_SCU -> PACS_ARCH01 (port 104) ", r.choice(["TLS", "no TLS (legacy)", "TLS 1.2"]))
    n.nl()
    n.ln("Timestamp           | User         | Client IP       | Event       | Detail")
    k = r.randint(6, 12)
    acts = ["C-STORE", "C-FIND", "C-MOVE", "VIEW", "EXPORT", "PRINT", "MODIFY", "LOGIN_FAIL", "BREAK_GLASS", "DELETE_REQ"]
    day = 0
    tmin = r.randint(420, 660)
    for i in range(k):
        j = 0 if i < 2 else r.randrange(len(users))
        ev = "C-STORE" if i == 0 else r.choice(acts)
        d = c.days(day)
        if ev == "C-STORE":
            det = [str(r.randint(4, 40)), " inst, Acc ", P(c.acc, "IDNUM")]
        elif ev == "EXPORT":
            det = r.choice([["to USB (S/N ", P(phi.device_serial(r, "usb"), "DEVICE"), ")"],
                            ["to ", P(phi.url(r, "share"), "URL")], ["JPEG x", str(r.randint(1, 12)), " to local disk"]])
        elif ev == "BREAK_GLASS":
            det = ["reason: ", r.choice(["'direct care'", "'MDT prep'", "'covering for colleague'", "'other - see note'"])]
        elif ev == "LOGIN_FAIL":
            det = ["bad password (", str(r.randint(1, 5)), ")"]
        elif ev == "MODIFY":
            det = ["(0010,0010) changed; old=", P(_dicom_name(phi.Person(r, "PATIENT", c.country)), "PATIENT")]
        else:
            det = ["Study ", P(phi.dicom_uid(r), "IDNUM")] if r.random() < 0.5 else ["Acc ", P(c.acc, "IDNUM")]
        hh, mm = divmod(min(tmin, 1439), 60)
        n.ln(phi.D(r, d, c.country, "iso"), " %02d:%02d:%02d" % (hh, mm, r.randint(0, 59)), " | ",
             P(unames[j], "USERNAME"), " | ", P(ips[j], "IPADDR"), " | ", ev, " | ", det)
        step = r.choice([0, 0, 0, 1, 2, 5])
        day += step
        tmin = r.randint(420, 660) if step else tmin + r.randint(1, 70)
    n.nl()
    n.ln("User directory:")
    for j in range(r.randint(2, 4)):
        u = users[j]
        n.ln("  ", P(unames[j], "USERNAME"), " = ", u.ph(r.choice(["LF", "full", "LFU"])), ", ",
             r.choice(["Medical Photographer", "Consultant", "IG Officer", "Clerk", "Staff Nurse", "Registrar"]))
    n.nl()
    n.ln("DICOM header (first instance):")
    pt = c.pt
    rows = [
        ("(0008,0020) StudyDate", [P(phi.fmt_date(r, c.event, c.country, "dicom"), "DATE")]),
        ("(0008,0030) StudyTime", ["%02d%02d%02d" % (r.randint(7, 18), r.randint(0, 59), r.randint(0, 59))]),
        ("(0008,0050) AccessionNumber", [P(c.acc, "IDNUM")]),
        ("(0008,0060) Modality", [r.choice(["XC", "VL", "OT"])]),
        ("(0008,0070) Manufacturer", [c.cam.split()[0]]),
        ("(0008,0080) InstitutionName", [P(c.hosp, "HOSPITAL")]),
        ("(0008,0090) ReferringPhysicianName", [P(_dicom_name(c.clin), "DOCTOR")]),
        ("(0008,1030) StudyDescription", [r.choice(["CLIN PHOTO ", "MED ILLUS ", "WOUND "]) + r.choice(["LLEG", "FACE", "TRUNK", "FOOT L", "HAND R"])]),
        ("(0010,0010) PatientName", [P(_dicom_name(pt), "PATIENT")]),
        ("(0010,0020) PatientID", [P(c.mrn, "MRN")]),
        ("(0010,0030) PatientBirthDate", [P(phi.fmt_date(r, c.dob, c.country, "dicom"), "DATE")]),
        ("(0010,0040) PatientSex", [c.sex]),
        ("(0010,1010) PatientAge", [P("%03d" % c.age, "AGE"), "Y"]),
        ("(0018,1000) DeviceSerialNumber", [P(c.cam_sn, "DEVICE")]),
        ("(0018,1020) SoftwareVersions", [r.choice(["Ver.1.10", "1.3.0", "C1.5.2", "v2.01"])]),
        ("(0020,000D) StudyInstanceUID", [P(phi.dicom_uid(r), "IDNUM")]),
        ("(0028,0010) Rows", [r.choice(["5504", "6000", "4024", "8256"])]),
    ]
    for tag, val in rows:
        if r.random() < 0.85:
            n.ln(tag.ljust(38), val)
    if CM.maybe(r, 0.5):
        n.nl()
        n.ln("HL7 ORM received:")
        hosp_id = c.hosp_abbr or "MI"
        hseg = P(hosp_id, "HOSPITAL") if c.hosp_abbr else hosp_id
        pl = c.place
        st = pl["state_abbr"] or pl["state"]
        n.ln("PID|1||", P(c.mrn, "MRN"), "^^^", hseg, "^MR||", P(_dicom_name(pt), "PATIENT"), "||",
             P(phi.fmt_date(r, c.dob, c.country, "dicom"), "DATE"), "|", c.sex, "|||", P(c.street, "STREET"), "^^",
             P(pl["city"], "CITY"), "^", P(st, "STATE" if c.country != "UK" else "CITY"), "^", P(pl["zip"], "ZIP"),
             "||", P(c.phone, "PHONE"))
        n.ln("PV1|1|O|", P(c.ward, "HOSPITAL"), "||||", P(_dicom_name(c.clin), "DOCTOR"), "|||||||||||",
             P(c.acct, "ACCOUNT"))
    n.nl()
    n.ln("Reviewer note: ", r.choice([
        "Access pattern consistent with direct care.",
        "EXPORT event queried with user's line manager; legitimate (MDT).",
        "BREAK_GLASS by non-team user - referred to Privacy Officer.",
        "Demographic MODIFY relates to merge after misfile (see incident).",
        "LOGIN_FAIL x5 then lockout; service desk ticket raised.",
    ]), " ", c.ig.ph(r.choice(["initials_nd", "init", "first"])), " ", c.d())


# ------------------------------------------------------------------ incident reports
def misfile_incident(n, r, c):
    kind = r.choice(["misfile", "misfile", "wrong_recipient", "personal_device", "lost_media"])
    n.ln(r.choice(["INCIDENT REPORT", "Patient Safety / IG Incident Report", "Incident Reporting Form (web)",
                   "IG INCIDENT - CLINICAL IMAGES"]))
    n.ln("Ref: ", P(phi.incident_no(r), "IDNUM"), "    Reported: ", c.d(c.days(r.randint(0, 3))), " ", CM.time(r))
    n.ln("Organisation: ", P(c.trust, "HOSPITAL"), "   Site: ", c.hosp_ph())
    n.ln("Location of incident: ", r.choice([[CM.dept(r, c), ", ", P(c.room, "LOCATION_OTHER")], [P(c.ward, "HOSPITAL")],
                                             [P(c.building, "LOCATION_OTHER"), ", level ", str(r.randint(1, 6))]]))
    n.ln("Date of incident: ", c.d(), "   Category: ", {"misfile": "Information governance - images filed to wrong record",
                                                        "wrong_recipient": "IG - disclosure in error",
                                                        "personal_device": "IG - non-approved device",
                                                        "lost_media": "IG - loss of portable media"}[kind])
    n.ln("Reporter: ", c.photog.ref(r, ["full", "fullcred"]), ", ", r.choice(["Clinical Photographer", "Medical Illustrator",
                                                                             "MI Team Leader", "PACS Administrator"]),
         ", ext ", P(phi.ext_only(r), "PHONE"))
    n.nl()
    n.ln("Description (what happened):")
    pt2 = phi.Person(r, "PATIENT", c.country)
    mrn2 = phi.mrn(r, c.country)
    if kind == "misfile":
        n.add("During QA on ", c.d(c.days(r.randint(1, 9))), " it was noticed that ", str(r.randint(3, 22)),
              " images of ", CL.site(r), " taken of ", c.pt.ph(r.choice(["full", "LF"])), " (", c.mrn_label, " ",
              P(c.mrn, "MRN"), ") had been uploaded under ", pt2.ph(r.choice(["full", "LF"])), " (", P(mrn2, "MRN"), "). ")
        n.add(r.choice(["Both patients were booked consecutively in ", "Wrong worklist entry selected on the camera tablet in ",
                        "Barcode label from the previous patient was still on the clipboard in "]), P(c.room, "LOCATION_OTHER"), ". ")
        n.add("Upload performed by ", P(c.user, "USERNAME"), " from workstation ", P(c.ip, "IPADDR"), ". ")
        n.add("The images were viewed by ", str(r.randint(0, 3)), " users before correction (audit: ", P(phi.job_no(r, c.country), "IDNUM"), "). ")
    elif kind == "wrong_recipient":
        wrong = phi.email_for(r, phi.Person(r, "FAMILY", c.country))
        right = phi.email_for(r, c.clin)
        n.add("Contact sheet for ", c.pt.ph(r.choice(["full", "LFU"])), ", DOB ", c.dob_ph(), ", was e-mailed to ",
              P(wrong, "EMAIL"), " instead of ", P(right, "EMAIL"), " (autocomplete). ")
        n.add("Recipient is ", r.choice(["a member of the public", "an external GP practice", "a pharmaceutical rep"]),
              "; recall requested at ", CM.time(r), " and deletion confirmed in writing by ", phi.Person(r, "FAMILY", c.country).ph("full"), ". ")
    elif kind == "personal_device":
        n.add("A ", r.choice(["junior doctor", "ward nurse", "locum registrar"]), " (", c.clin.ph("full"),
              ") photographed the ", CL.site(r), " of ", c.pt.ph(r.choice(["full", "init"])), " on a personal ",
              r.choice(["iPhone 13", "Samsung Galaxy S22", "Pixel 7"]), " (IMEI ", P(phi.digits(r, 15), "DEVICE"), ") ")
        n.add("and sent it via ", r.choice(["WhatsApp", "SMS", "personal Gmail"]), " to the on-call consultant. ")
        n.add("Images were deleted from the device in the presence of ", c.ig.ph("full"), " on ", c.d(c.days(r.randint(1, 4))), ". ")
    else:
        veh = phi.vehicle(r, c.country)
        n.add("An encrypted USB stick (S/N ", P(phi.device_serial(r, "usb"), "DEVICE"), ") containing ", str(r.randint(10, 300)),
              " images for release to ", P(r.choice(PL.SOLICITORS), "ORGANIZATION"), " was left in a pool car, reg ",
              P(veh, "VEHICLE"), ", parked at ", P(c.building, "LOCATION_OTHER"), ". ")
        n.add("It was recovered next morning by the driver, ", c.clerk.ph("full"), ". ",
              "Device is AES-256 encrypted (PIN not written on device). ")
    n.nl(2)
    n.ln("Immediate action taken:")
    n.ln("- ", r.choice(["Images moved to correct record by PACS admin ", "Study split/merge performed by ", "Line manager informed: "]),
         c.ig.ph(r.choice(["full", "init"])), " at ", CM.time(r))
    n.ln("- ", r.choice(["Referring clinician informed.", "Caldicott Guardian notified.", "Privacy Officer notified.",
                         "IG team notified within 24 h."]))
    if CM.maybe(r, 0.6):
        n.ln("- Duty of candour: ", c.pt.ref(r, ["ttl", "ttlfull", "full"]), " informed by telephone on ",
             P(c.phone, "PHONE"), r.choice([" by ", " - call made by "]), c.clin.ref(r, ["dr", "drfull"]), " on ",
             c.d(c.days(r.randint(1, 10))))
    n.nl()
    n.ln("Patients affected: ", c.pt.ph(r.choice(["initials", "LF"])), " (", P(c.mrn, "MRN"), ")",
         r.choice([[", ", pt2.ph(r.choice(["initials", "LF"])), " (", P(mrn2, "MRN"), ")"], [""]]) if kind == "misfile" else "")
    n.ln("Harm: ", r.choice(["No harm", "Low harm", "Near miss", "No harm - information breach"]),
         "   Reportable to regulator: ", r.choice(["No", "No (below threshold)", "Yes - 72 h clock started"]))
    factors = {
        "misfile": ["two patients with similar surnames in same clinic", "worklist not refreshed; time pressure",
                    "no second-person check at upload", "training gap - new starter", "barcode frame omitted"],
        "wrong_recipient": ["e-mail autocomplete", "similar names in address book", "working from home on laptop",
                            "no check of recipient domain"],
        "personal_device": ["non-approved app", "departmental camera unavailable out of hours", "unaware of policy",
                            "urgent clinical pressure at night"],
        "lost_media": ["media transported without lockable case", "pool car used for courier run", "no sign-out log for USB"],
    }[kind]
    n.ln("Contributory factors: ", "; ".join(r.sample(factors, r.randint(1, 2))))
    n.nl()
    n.ln("Actions:")
    for a in r.sample(["Reinforce 3-point ID check before first frame", "Add patient barcode shot as frame 1",
                       "Disable e-mail autocomplete for external domains", "Update SOP MI-003 v2.2",
                       "Issue departmental camera to ward", "Re-audit uploads in 3 months", "Share learning at MI team meeting"],
                      r.randint(2, 4)):
        n.ln("  * ", a, " - owner ", r.choice([c.ig, c.photog, c.clerk]).ph(r.choice(["init", "initials_nd", "full"])),
             ", due ", CM.extra_date(r, c, 14, 120))
    n.ln("Investigator: ", c.ig.ref(r, ["full", "fullcred"]), "    Closed: ", r.choice([[CM.extra_date(r, c, 20, 90)], ["open"]]))


# ------------------------------------------------------------------ correspondence
def correspondence(n, r, c):
    v = r.randint(0, 3)
    if v == 0:
        _letter_patient(n, r, c)
    elif v == 1:
        _letter_gp(n, r, c)
    elif v == 2:
        _letter_solicitor(n, r, c)
    else:
        _internal_email(n, r, c)


def _letterhead(n, r, c):
    n.ln(P(c.trust, "HOSPITAL") if CM.maybe(r, 0.5) else P(c.hosp, "HOSPITAL"))
    n.ln(CM.dept(r, c), ", ", P(c.building, "LOCATION_OTHER"))
    n.ln(c.site_addr_inline())
    n.ln("Tel: ", P(c.dept_phone, "PHONE"), r.choice(["   Fax: ", " | F ", "  Fax "]), P(c.dept_fax, "FAX"))
    if CM.maybe(r, 0.4):
        n.ln("Email: ", P(c.dept_email, "EMAIL"), "   Web: ", P(phi.url(r, "portal"), "URL"))
    else:
        n.ln("Email: ", P(c.dept_email, "EMAIL"))
    n.nl()


def _addr_block(n, r, c, person_segs):
    n.ln(person_segs)
    for line in c.addr_lines():
        n.ln(line)
    n.nl()


def _letter_patient(n, r, c):
    _letterhead(n, r, c)
    n.ln("Our ref: ", P(c.job, "IDNUM"), "    Date: ", c.d(c.days(-r.randint(7, 30)), r.choice(["long", "ordinal", "num"])))
    n.nl()
    _addr_block(n, r, c, c.pt.ref(r, ["ttlfull", "ttlfull", "full"]))
    n.ln("Dear ", c.pt.ref(r, ["ttl", "ttl", "first"]), ",")
    n.nl()
    lab, seg = c.nat_id()
    n.ln("Re: Clinical photography appointment - DOB ", c.dob_ph(), ", ", lab, " ", seg)
    n.nl()
    n.fl("You have been referred by {clin} for clinical photographs. Your appointment is on {date} at {t} in "
         "{room}, {bld}, {hosp}.",
         clin=c.clin.ref(r, ["dr", "drfull", "titled"]), date=c.d(None, r.choice(["wk", "long"])), t=CM.time(r),
         room=P(c.room, "LOCATION_OTHER"), bld=P(c.building, "LOCATION_OTHER"), hosp=P(c.hosp, "HOSPITAL"))
    n.nl()
    n.ln(r.choice(["Please allow 30 minutes. ", "The session usually takes 15-20 minutes. "]),
         r.choice(["Wear loose clothing and remove make-up if your face is to be photographed.",
                   "Please do not apply creams or dressings changes before attending unless advised.",
                   "You are welcome to bring a chaperone. Children must attend with a parent or guardian."]))
    n.nl()
    n.ln("Parking: ", r.choice(["Multi-storey car park (pay and display). Blue badge spaces by the ",
                                "Limited. Bus routes 12, 47 and X3 stop outside the "]),
         P(c.building, "LOCATION_OTHER"), ".")
    if CM.maybe(r, 0.35):
        n.ln("A blue badge bay has been reserved for vehicle registration ", P(phi.vehicle(r, c.country), "VEHICLE"),
             " as requested.")
    n.ln("If you need to change your appointment please call ", P(c.dept_phone, "PHONE"),
         r.choice([" (Mon-Fri 08:30-16:30)", "", " option 2"]), " or e-mail ", P(c.dept_email, "EMAIL"), ".")
    n.ln("Information about how we use images: ", P(phi.url(r, "form"), "URL"))
    n.nl()
    n.ln("Yours sincerely,")
    n.nl()
    n.ln(c.clerk.ph(r.choice(["full", "fml"])))
    n.ln(r.choice(["Booking Coordinator", "Administrator", "Medical Illustration Secretary"]))
    n.ln("cc: ", c.clin.ref(r, ["dr", "drfull"]), ", ", c.specialty, r.choice(["; GP, ", "; "]), P(c.practice, "HOSPITAL"))


def _letter_gp(n, r, c):
    _letterhead(n, r, c)
    n.ln("Date dictated: ", c.d(), "   Date typed: ", c.d(c.days(r.randint(1, 6))))
    n.nl()
    gp = phi.Person(r, "DOCTOR", c.country)
    n.ln(gp.ref(r, ["dr", "drfull"]))
    n.ln(P(c.practice, "HOSPITAL"))
    if CM.maybe(r, 0.6):
        import case as CS
        gpl = CS._place(r, c.country)
        n.ln(P(CS.street(r, c.country), "STREET"), ", ", P(gpl["city"], "CITY"), " ", P(gpl["zip"], "ZIP"))
    n.nl()
    n.ln("Dear ", gp.ref(r, ["dr", "first"]), ",")
    n.nl()
    n.ln("Re: ", c.pt.ph(r.choice(["full", "LFU", "fml"])), ", DOB ", c.dob_ph(), ", ", c.addr_inline())
    n.nl()
    n.add("I saw ", c.pt.ref(r, ["ttl", "first", "ttlfull"]), " in the ", c.specialty, " photography clinic on ", c.d(),
          " for ", CL.photo_purpose(r, c.age), ". ")
    n.add(CL.lesion_desc(r) if CM.maybe(r, 0.5) else CL.wound_desc(r))
    n.add(" ", CL.hn(r))
    n.nl(2)
    if CM.maybe(r, 0.5):
        n.add("Comparison with the images from ", CM.extra_date(r, c, -500, -60, r.choice(["monyear", "long", "num"])),
              " shows ", r.choice(["no significant change", "a 2 mm increase in diameter", "new asymmetry at the inferior pole",
                                   "good response to treatment", "progression of the ulcer"]), ". ")
    n.add("The images are available on ", r.choice(["PACS", "the shared care record", "the regional image portal"]),
          " (accession ", P(c.acc, "IDNUM"), "). ")
    if c.adult and CM.maybe(r, 0.4):
        n.add(c.pt.ref(r, ["ttl", "first"]), " works as a ", P(c.profession, "PROFESSION"),
              r.choice([" and spends a lot of time outdoors", " and has been advised about sun protection",
                        " and we have provided a fit note", ""]), ". ")
    n.add("Next photography review in ", r.choice(["3 months", "6 months", "12 weeks", "one year"]), ".")
    n.nl(2)
    n.ln("Yours sincerely,")
    n.nl()
    n.ln(c.clin.ref(r, ["drfull", "fullcred"]))
    n.ln(r.choice(["Consultant Dermatologist", "Consultant Plastic Surgeon", "Clinical Nurse Specialist", "Specialty Doctor"]))
    n.ln(c.lic_label, " ", P(c.lic, "LICENSE"))
    n.ln("Dictated by ", c.clin.ph("initials_lc"), " / typed by ", c.clerk.ph("initials_lc"))


def _letter_solicitor(n, r, c):
    _letterhead(n, r, c)
    sol = phi.Person(r, "FAMILY", c.country)
    firm = r.choice(PL.SOLICITORS)
    import case as CS
    n.ln(sol.ref(r, ["ttlfull", "full"]))
    n.ln(P(firm, "ORGANIZATION"))
    spl = CS._place(r, c.country)
    n.ln(P(CS.street(r, c.country), "STREET"))
    if c.country == "UK":
        n.ln(P(spl["city"], "CITY"), " ", P(spl["zip"], "ZIP"))
    else:
        n.ln(P(spl["city"], "CITY"), ", ", P(spl["state_abbr"], "STATE"), " ", P(spl["zip"], "ZIP"))
    n.ln("By fax: ", P(phi.phone(r, c.country, "fax"), "FAX"))
    n.nl()
    n.ln("Your ref: ", P(r.choice(["PI/", "CLM-", "RTA/"]) + phi.digits(r, 5), "IDNUM"), "   Our ref: ", P(phi.sar_no(r), "IDNUM"))
    n.ln("Date: ", c.d(None, r.choice(["long", "num"])))
    n.nl()
    n.ln("Dear ", sol.ref(r, ["ttl", "ttlfull"]), ",")
    n.nl()
    n.ln("Your client: ", c.pt.ph(r.choice(["full", "fml"])), " - DOB ", c.dob_ph())
    n.nl()
    n.add("Thank you for your letter dated ", CM.extra_date(r, c, -40, -5), " requesting copies of clinical photographs "
          "taken following ", r.choice(["a road traffic collision", "a workplace injury", "a fall at work", "a dog bite",
                                         "a burn injury at home"]), ". ")
    if c.adult and CM.maybe(r, 0.5):
        n.add("We note your client was employed as a ", P(c.profession, "PROFESSION"), " by ", P(c.employer, "ORGANIZATION"), ". ")
    elif not c.adult:
        n.add("As your client is a minor, we have also received consent from ", c.nok.ref(r, ["ttlfull", "full"]),
              " (", c.nok_rel, "). ")
    n.add("We have received your client's signed authority dated ", CM.extra_date(r, c, -40, -5), ". ")
    n.add(str(r.randint(4, 40)), " images from ", str(r.randint(1, 4)), " sessions (", CM.extra_date(r, c, -500, -100), " to ",
          CM.extra_date(r, c, -99, -10), ") are enclosed on an encrypted disc; the password will be sent separately to ",
          P(phi.email_for(r, sol), "EMAIL"), ". ")
    n.add(r.choice(["Our fee of ", "An administration charge of "]),
          {"UK": "£10.00", "US": r.choice(["$25.00", "$6.50"]), "AU": "$35.00", "CA": "$30.00"}[c.country],
          " is payable (invoice ", P("INV-" + phi.digits(r, 5), "ACCOUNT"), ").")
    n.nl(2)
    n.ln(CL.ig_statement(r, c.country))
    n.nl()
    n.ln("Yours sincerely,")
    n.ln(c.ig.ph(r.choice(["full", "fml"])))
    n.ln(r.choice(["Disclosure Officer", "Information Governance Manager", "Health Records Manager"]))
    n.ln("Direct line ", P(phi.phone(r, c.country, "land"), "PHONE"))


def _internal_email(n, r, c):
    n.ln("From: ", c.photog.ph(r.choice(["full", "LF"])), " <", P(phi.email_for(r, c.photog), "EMAIL"), ">")
    n.ln("To: ", c.clin.ph(r.choice(["full", "LF"])), "; ", c.ig.ph("full"))
    if CM.maybe(r, 0.5):
        n.ln("Cc: ", P(c.dept_email, "EMAIL"))
    n.ln("Date: ", c.d(None, r.choice(["wk", "long", "num"])), " ", CM.time(r))
    n.ln("Subject: ", r.choice(["RE: ", "FW: ", ""]), r.choice(["photos for ", "consent query - ", "3D capture for ", "image access - "]),
         c.pt.ph(r.choice(["initials", "last", "LFU"])), " ", P(c.mrn, "MRN"))
    n.nl()
    n.ln("Hi ", c.clin.ph("first"), ",")
    n.nl()
    t = r.randint(0, 2)
    if t == 0:
        n.add("We photographed ", c.pt.ref(r, ["ttl", "first", "full"]), " on ", c.d(), " but the consent form only covers "
              "Level 1, so I can't release the images for the ", r.choice(["teaching day", "poster", "journal submission"]),
              " at ", P(r.choice(PL.UNIVERSITIES), "ORGANIZATION"), ". ")
        n.add("Could you ask them at clinic on ", CM.extra_date(r, c, 3, 30), " whether they'd sign a Level 3 form? ")
    elif t == 1:
        n.add("Just to let you know the ", r.choice(["3D (Vectra)", "FotoFinder", "VISIA"]), " system will be down for servicing from ",
              CM.extra_date(r, c, 2, 10), " to ", CM.extra_date(r, c, 11, 20), ". ")
        n.add(c.pt.ref(r, ["ttl", "full"]), "'s mapping is due then; I've moved it to ", CM.extra_date(r, c, 21, 40),
              " and phoned them on ", P(c.mobile, "PHONE"), ". ")
    else:
        n.add("The images of ", c.pt.ref(r, ["ttl", "full"]), " (job ", P(c.job, "IDNUM"), ") show a ", CL.dx(r),
              " and were requested by ", phi.Person(r, "FAMILY", c.country).ph("full"), " from ",
              P(r.choice(PL.INSURERS), "ORGANIZATION"), ". ")
        n.add("There's no authority on file, so I've declined and referred them to ", P(c.dept_email, "EMAIL"), ". ")
    n.nl(2)
    n.ln(CL.hn(r))
    n.nl()
    n.ln(r.choice(["Thanks", "Best", "Cheers", "Kind regards"]), ",")
    n.ln(c.photog.ph(r.choice(["first", "full", "nick"])))
    n.ln(r.choice(["Senior Clinical Photographer", "Medical Illustrator", "Clinical Photographer"]), " | ext ",
         P(phi.ext_only(r), "PHONE"))
