"""Genres: donor notification letter (reactive result); lookback investigation record."""
import clinical as K
import pools as P
from common import age, footer, gp_cc, greet, letterhead, sig, to_block


def _sign(c):
    return c.ch(K.SIGNOFF_US if c.c in ("US", "CA") else K.SIGNOFF_UK)


def reactive_letter(c, d):
    p = c.person()
    marker, disease, conf = c.ch(K.MARKERS)
    doc = c.staff(doctor=True)
    nurse = c.staff()
    city = c.city()
    centre = letterhead(c, d, c.centre(city))
    d.t("\n")
    d.w("{DATE}\n\n", c.fd(c.today, c.ch(["long", "long", "num", "wd_long"])))
    d.t(c.ch(["PRIVATE AND CONFIDENTIAL", "STRICTLY CONFIDENTIAL - ADDRESSEE ONLY", "Personal & Confidential"]) + "\n")
    to_block(c, d, p)
    d.w("Our ref: {IDNUM}   Donor number: {MRN}\n", c.case_no(c.ch(["NOT", "DN", "MED"])), c.donor_no())
    if c.chance(0.4):
        d.t("Date of birth: ").w("{DATE}\n", c.dob_str(p))
    d.t("\n")
    greet(c, d, p)
    don = c.days(-c.r.randint(6, 30))
    venue = c.chance(0.5)
    d.t("Thank you for your donation at ")
    if venue:
        d.w("{LOCATION_OTHER}, {CITY}", c.venue(city), city)
    else:
        d.w("{HOSPITAL}", centre)
    d.w(" on {DATE}. ", c.fd(don, c.ch(["long", "ordinal", "wd_long", "num"])))
    d.t("Every donation is tested for a number of infections that can be passed on by transfusion. ")
    d.t("One of the tests on your donation (donation number ")
    d.p(c.din(), "IDNUM")
    d.t(") gave a %s result for %s (%s).\n\n" % (c.ch(["reactive", "positive", "repeatedly reactive"]), disease, marker))
    if "false" in conf or "non-specific" in conf or "not confirmed" in conf:
        d.t("Further testing at our reference laboratory suggests this is most likely a false reactive result, "
            "which happens occasionally and does not mean you have the infection. However, our rules mean we "
            "cannot use your future donations at present.\n\n")
    else:
        d.t("Further tests were carried out at ")
        d.w("{HOSPITAL}", c.lab())
        d.t(" and we would like to discuss the results with you in person. This is important for your own health.\n\n")
    if c.chance(0.5):
        d.t("Test          Result\n")
        d.t("%-13s Repeat reactive (S/CO %.2f)\n" % (marker, c.r.randint(110, 9900) / 100))
        d.t("Confirmatory  %s\n" % conf)
        d.w("Sample no.    {IDNUM}\n\n", c.sample_no())
    appt = c.days(c.r.randint(5, 21))
    d.t("We have arranged an appointment for you with ")
    d.nm(doc, "DOCTOR", c.ch(["dr_full", "dr_last"]))
    d.w(" at {HOSPITAL} on {DATE} at %s. " % c.ch(["10:30", "2.15pm", "09:00", "3:45 pm", "11.00am"]),
        c.centre(), c.fd(appt, c.ch(["wd_long", "long", "ordinal"])))
    d.t("Please bring this letter and photo identification. If the time is not convenient, please call ")
    d.nm(nurse, "DOCTOR", c.ch(["full", "first", "t_full"]))
    d.t(", %s, on " % c.ch(["Donor Notification Nurse", "Clinical Nurse Specialist", "our donor care nurse"]))
    d.w("{PHONE}", c.phone(c.ch(["land", "ext"])))
    if c.chance(0.5):
        d.w(" or email {EMAIL}", c.staff_email(nurse) if c.chance(0.5) else c.email(org=True))
    d.t(" (%s).\n\n" % c.ch(["Monday to Friday, 9am-5pm", "Mon-Fri 08:30-16:30", "weekdays"]))
    if c.c == "US":
        d.t("As required by FDA regulations (21 CFR 630.40), you have been placed on the donor deferral "
            "registry and should not donate blood or plasma elsewhere.\n\n")
    elif c.chance(0.5):
        d.t("Please do not donate blood, plasma or platelets until we have spoken with you. "
            "Your results are confidential and will not be shared without your consent, except as required by law.\n\n")
    if c.chance(0.4):
        d.t("We may recommend that your partner is also offered a test; we will talk about this when we meet.\n\n")
    d.t("%s\n\n" % _sign(c))
    sig(c, d, doc, doctor=True, lic=c.chance(0.5))
    if c.chance(0.5):
        d.t("\n")
        gp_cc(c, d)
    footer(c, d)


def _recipient(c, d, i, hosp, dd):
    r = c.person(amin=1, amax=96)
    d.t("Recipient %d: " % i)
    d.nm(r, "PATIENT", c.ch(["lf", "full", "lf_mixed", "inits"]))
    d.w(" (hosp. no. {MRN}), DOB {DATE}, ", c.hosp_mrn(), c.dob_str(r))
    age(c, d, r, c.ch(["sexletter", "y", "yo"]))
    d.t("\n  Transfused ")
    tdate = dd + (c.days(c.r.randint(2, 30)) - c.today)
    d.w("{DATE} at {HOSPITAL}", c.fd(tdate), hosp)
    k = c.r.randint(0, 3)
    if k == 1:
        d.w(", {HOSPITAL}", c.ch(["Ward 7B", "Riverside Ward", "4 East", "Oncology Day Unit", "Ward 22", "Kestrel Ward"]))
    elif k == 2:
        d.w(", %s {LOCATION_OTHER}" % c.ch(["bed", "Bed", "room"]), "%d%s" % (c.r.randint(1, 30), c.ch(["", "", "A", "B"])))
    ind = ["CABG", "GI bleed", "trauma", "AML induction", "MDS, regular transfusion", "sickle cell exchange"]
    if r.age > 60:
        ind += ["hip fracture surgery", "hip fracture surgery", "MDS, regular transfusion"]
    if r.sex == "F" and 18 <= r.age <= 45:
        ind += ["post-partum haemorrhage", "post-partum haemorrhage"]
    if r.age < 16:
        ind = ["ALL induction", "cardiac surgery (congenital)", "trauma", "thalassaemia, chronic transfusion"]
    d.t(" - indication: %s\n" % c.ch(ind))
    st = c.ch(["alive", "dead", "tested"])
    if c.us and c.chance(0.6):
        d.w("  SSN {SSN} (for death index / address trace)\n", c.ssn())
    if st == "dead":
        d.w("  Status: deceased {DATE} (cause unrelated per death certificate).\n",
            c.fd(tdate + (c.today - tdate) / 3, c.ch(["num", "month_year"])))
    elif st == "tested":
        res = c.ch(["negative", "negative", "negative (repeat at 3 months advised)", "POSITIVE - referred to specialist clinic"])
        d.w("  Status: tested {DATE} - %s.\n" % res, c.fd(c.days(-c.r.randint(1, 40))))
        return "POS" in res
    else:
        gp = c.staff(doctor=True)
        d.t("  Status: alive; GP ").nm(gp, "DOCTOR", c.ch(["dr_full", "dr_last"]))
        d.w(" ({HOSPITAL}) informed {DATE}; recipient invited for testing.\n", c.gp(), c.fd(c.days(-c.r.randint(1, 30)), "dm"))
    return False


def lookback(c, d):
    p = c.person()
    marker, disease, conf = c.ch(K.MARKERS[:10])
    case = c.case_no("LB")
    d.t(c.ch(["LOOKBACK INVESTIGATION RECORD", "Lookback / Traceback Case File", "TTI LOOKBACK - CASE SUMMARY"]) + "\n")
    d.w("{ORGANIZATION}   Case: {IDNUM}   Opened: {DATE}\n", c.service, case, c.fd(c.days(-c.r.randint(5, 60))))
    trig = c.ch(["donor", "recipient"])
    if trig == "donor":
        d.t("Trigger: repeat donor with new confirmed %s marker (seroconversion)\n" % disease)
    else:
        d.t("Trigger: recipient-triggered investigation (possible transfusion-transmitted %s)\n" % disease)
    d.t("\nINDEX DONOR\n")
    d.t("Name: ").nm(p, "PATIENT", c.ch(["lf", "lfm", "full"]))
    d.w("   Donor no: {MRN}   DOB: {DATE}   Sex: %s\n" % p.sex, c.donor_no(), c.dob_str(p))
    conf_date = c.days(-c.r.randint(5, 40))
    d.w("Marker: %s - %s (confirmed {DATE})\n" % (marker, conf), c.fd(conf_date))
    last_neg = c.days(-c.r.randint(100, 400))
    d.w("Last negative donation: {IDNUM} on {DATE}\n", c.din(when=last_neg), c.fd(last_neg))
    d.w("Lookback period: {DATE} to {DATE}\n", c.fd(last_neg - (c.today - c.days(-365)), "num"),
        c.fd(last_neg, "num"))
    if c.chance(0.6):
        d.w("Archive sample {IDNUM} retrieved and tested: %s\n" % c.ch(["NAT negative", "NAT positive (low level)",
                                                                       "anti-HCV negative", "ID-NAT repeat: not detected"]),
            c.sample_no())
    d.t("\nCOMPONENTS FROM DONATIONS IN PERIOD\n")
    d.t("DIN               | Donated    | Component      | Fate\n")
    hosps = []
    for _ in range(c.r.randint(2, 5)):
        dd = last_neg - (c.today - c.days(-c.r.randint(0, 365)))
        comp = c.ch(K.COMPONENTS)
        d.p(c.din(when=dd), "IDNUM").t(" | ").p(c.fd(dd, "num"), "DATE").t(" | %s | " % comp)
        if "fractionation" in comp or c.chance(0.2):
            d.t(c.ch(["sent for fractionation - manufacturer notified", "discarded (expired)", "QC sample"]) + "\n")
        else:
            h = c.hospital()
            hosps.append((h, dd))
            d.t("issued to ").p(h, "HOSPITAL").t("\n")
    d.t("\nRECIPIENT TRACING\n")
    if not hosps:
        d.t("No components transfused. Fractionator informed; no recipient tracing required.\n")
    pos = False
    for i, (h, dd) in enumerate(hosps[:3]):
        pos = _recipient(c, d, i + 1, h, dd) or pos
    d.t("\nHospital contacts\n")
    for h in [x[0] for x in hosps[:2]] or [c.hospital()]:
        tp = c.staff()
        d.w("- {HOSPITAL} transfusion lab: ", h)
        d.nm(tp, "DOCTOR", c.ch(["full", "i_last", "t_full"]))
        d.t(" (%s), " % c.ch(["Transfusion Practitioner", "Blood Bank Supervisor", "TP", "lab manager", "Haemovigilance Officer"]))
        d.w("tel {PHONE}", c.phone("ext"))
        if c.chance(0.5):
            d.w(", fax {FAX}", c.phone())
        if c.chance(0.5):
            d.w(", {EMAIL}", c.staff_email(tp).replace(c.domain, c.ch(["hosp", "trust", "health"])))
        d.t("\n")
    d.t("\nCORRESPONDENCE LOG\n")
    for _ in range(c.r.randint(2, 5)):
        who = c.staff()
        d.w("{DATE}  ", c.fd(c.days(-c.r.randint(0, 50)), c.ch(["num", "dmy_abbr", "iso"])))
        d.t(c.ch(["Notification letter + form LB2 sent to hospital", "Reply received: 1 of 2 units transfused",
                  "Chased by phone, no answer", "Fax confirmation received", "Donor informed at clinic",
                  "Escalated to consultant", "Fractionator acknowledgment received"]))
        d.t(" - ").nm(who, "DOCTOR", c.ch(["inits3", "i_last", "first"])).t("\n")
    if pos:
        d.t("\nConclusion: Probable transmission to a recipient - reported to haemovigilance scheme; "
            "molecular comparison of donor and recipient strains requested.\n")
    else:
        d.t("\nConclusion: %s\n" % c.ch(["Lookback ongoing - awaiting hospital responses / recipient results.",
                                         "No evidence of transmission so far. Case to remain open 3 months.",
                                         "No evidence of transmission. Case closed."]))
    off = c.staff()
    d.t("Case officer: ").nm(off, "DOCTOR", "full")
    if c.chance(0.5):
        d.w("  ext {PHONE}", "555" + c.digits(1))
    d.t("\nConsultant: ").nm(c.staff(doctor=True), "DOCTOR", c.ch(["dr_full", "dr_last"])).t("\n")
    footer(c, d)
