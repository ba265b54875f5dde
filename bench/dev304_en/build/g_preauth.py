"""Genres: pre-authorisation request, pre-authorisation decision letter."""
import datetime as dt
from case import addr_frag, dr, pt, pt_title, phone
from clinical import code_label, vitals, meds, EXTRA_NEG, pick_decline
from common import (auth, preauth_word, member_no_label, group_label, D, letterhead, member_address,
                    salutation, staff_sig, holder_frag, age_frag, money_c, ombudsman, nat_item)
from core import F, R, ch, chance, wch, hhmm


def _fees(c):
    pr = c.pr
    f = pr["fee"] * R.uniform(0.85, 1.35)
    a = pr["anaes"] * R.uniform(0.9, 1.3)
    h = pr["hosp"] * R.uniform(0.8, 1.2)
    k = {"GB": 1.0, "IE": 1.15, "AU": 1.9, "NZ": 2.0, "CA": 1.8}[c.country]
    return round(f * k, -1), round(a * k, -1), round(h * k, -1)


def _title(c):
    pr = c.pr
    if c.country == "CA":
        what = {"drug": "Specialty Drug", "equipment": "Medical Equipment", "outpatient": "Paramedical / Imaging"}.get(
            pr["setting"], "Treatment")
        return "PRIOR AUTHORIZATION REQUEST - %s" % what.upper()
    return {"GB": ch(["PRE-AUTHORISATION REQUEST FORM", "REQUEST FOR PRE-AUTHORISATION OF TREATMENT"]),
            "IE": ch(["PRE-APPROVAL REQUEST - PLANNED TREATMENT", "PRE-AUTHORISATION OF HOSPITAL TREATMENT"]),
            "AU": ch(["HOSPITAL PRE-APPROVAL / ELIGIBILITY CHECK REQUEST", "PRE-ADMISSION BENEFIT CHECK"]),
            "NZ": ch(["PRIOR APPROVAL APPLICATION", "PRIOR APPROVAL REQUEST - SURGICAL / SPECIALIST"])}[c.country]


def _clinical_summary(n, c):
    pr = c.pr
    n.fr(age_frag(c))
    if chance(0.5):
        n.f(" %s{PROFESSION:p}" % c.prof_pre, dict(p=c.profession))
    h = R.sample(pr["hist"], min(2, len(pr["hist"])))
    n.t(" with %s." % h[0].rstrip("."))
    if len(h) > 1 and chance(0.6):
        n.t(" Also reports %s." % h[1])
    n.t(" Symptoms since ")
    n.f("{DATE:d}", dict(d=D(c, c.onset, "part")))
    n.t("; first seen by GP ")
    n.fr(dr(c.gp, c, "formal"))
    n.f(" on {DATE:d}.", dict(d=D(c, c.gp_first)))
    n.t(" Conservative management to date: %s." % "; ".join(R.sample(pr["cons"], min(len(pr["cons"]), R.randint(1, 3)))))
    n.t(" Investigations: %s" % "; ".join(pr["inv"]))
    if chance(0.5):
        n.f(" (reported {DATE:d})", dict(d=D(c, c.referral)))
    n.t(".")
    if chance(0.5):
        n.t(" On examination %s." % vitals())
    if chance(0.5):
        n.t(" Current medication: %s." % ", ".join(meds(R.randint(1, 3))))
    if chance(0.4):
        n.t(" %s." % ch(EXTRA_NEG))
    n.t("\n")


def _form(n, c):
    pr = c.pr
    fee, an, hosp = _fees(c)
    lab, code = code_label(c.country, pr)
    n.t(_title(c) + "\n")
    n.t("=" * R.randint(30, 60) + "\n")
    v = dict(ins=c.ins_name, fax=c.ins_fax, em="preauth@" + c.ins_host if chance(0.6) else "clinical.team@" + c.ins_host,
             d=D(c, c.today, ch(["num", "full"])))
    n.f("To: {ORGANIZATION:ins}, %s Team   Fax: {FAX:fax}   Email: {EMAIL:em}\nDate of request: {DATE:d}\n\n"
        % preauth_word(c).title(), v)
    n.t("SECTION %s - PATIENT DETAILS\n" % ch(["1", "A"]))
    p = c.pt
    v = dict(sn=p.last if chance(0.7) else p.last.upper(), fn=p.name("first") + ((" " + p.middle) if p.middle else ""),
             dob=D(c, c.dob, "num"), age=str(c.age), hp=c.member_no)
    n.f("Surname: {PATIENT:sn}      Forename(s): {PATIENT:fn}\nDate of birth: {DATE:dob}   Age: {AGE:age}   Sex: %s\n"
        % ("Female" if p.sex == "F" else "Male"), v)
    n.t("Address: ")
    n.fr(addr_frag(c.addr, "inline"))
    n.f("\nTel (home): {PHONE:a}   Mobile: {PHONE:b}\n", dict(a=c.pt_phone, b=c.pt_mobile))
    if chance(0.6):
        n.f("Email: {EMAIL:e}\n", dict(e=c.pt_email))
    n.f("%s: {HEALTHPLAN:hp}\n" % member_no_label(c), v)
    if c.corporate:
        n.f("Employer / scheme: {ORGANIZATION:e}   %s: {HEALTHPLAN:g}\n" % group_label(c),
            dict(e=c.employer, g=c.group_no))
    n.t("Policyholder: ")
    n.fr(holder_frag(c))
    n.t("\n")
    ni = nat_item(c)
    if ni and chance(0.7):
        n.f("%s: {%s:x}\n" % (ni[0], ni[1]), dict(x=ni[2]))
    if chance(0.5):
        n.f("Occupation: %s{PROFESSION:o}\n" % c.prof_pre, dict(o=c.profession))
    n.t("\nSECTION %s - CLINICAL DETAILS\n" % ch(["2", "B"]))
    n.t("Diagnosis: %s (ICD-10 %s)\n" % (pr["diag"].capitalize(), pr["icd"]))
    n.f("Date symptoms first started: {DATE:a}\nDate first consulted GP: {DATE:b}\n",
        dict(a=D(c, c.onset, "part"), b=D(c, c.gp_first, "num")))
    n.t("GP: ")
    n.fr(dr(c.gp, c, "full"))
    n.f(", {HOSPITAL:pr}\n", dict(pr=c.gp_practice))
    n.f("Date of specialist referral: {DATE:a}   First specialist consultation: {DATE:b}\n",
        dict(a=D(c, c.referral, "num"), b=D(c, c.consult, "num")))
    n.t("Previous treatment for this or a related condition: %s\n" % ch(["No", "No", "Yes - see history", "Not known"]))
    n.t("Clinical history: ")
    _clinical_summary(n, c)
    n.t("\nProposed treatment: %s (%s %s)\n" % (c.proc, lab, code))
    if pr["setting"] in ("inpatient", "day case"):
        n.t("Admission type: %s%s\n" % (pr["setting"].title(),
                                        (", expected stay %d night%s" % (pr["los"], "s" if pr["los"] != 1 else "")) if pr["los"] else ""))
    n.f("Proposed date: {DATE:d}", dict(d=D(c, c.adm_future, ch(["num", "full", "wd"]))))
    if pr["setting"] in ("inpatient", "day case") and chance(0.5):
        n.t(" (theatre list %s)" % ch(["AM", "PM", "all day"]))
    n.f("\nFacility: {HOSPITAL:h}, {CITY:t}\n", dict(h=c.hosp, t=c.hosp_addr["town"]))
    if pr["anaes"]:
        n.t("Anaesthetist: ")
        n.fr(dr(c.anaes, c, "full"))
        n.f(" ({LICENSE:l})\n", dict(l=c.anaes_lic))
    if pr["implant"]:
        n.t("Implant / device: %s, %s\n" % pr["implant"])
    n.t("Estimated charges: ")
    parts = []
    if pr["fee"]:
        parts.append("specialist %s" % money_c(c, fee))
    if pr["anaes"]:
        parts.append("anaesthetist %s" % money_c(c, an))
    parts.append("facility %s" % money_c(c, hosp))
    n.t(", ".join(parts) + "\n")
    n.t("\nSECTION %s - TREATING %s\n" % (ch(["3", "C"]), ch(["SPECIALIST", "CONSULTANT", "PRACTITIONER"])))
    n.t("Name: ")
    n.fr(dr(c.cons, c, "sig"))
    n.f("\nSpecialty: %s\n%s no.: {LICENSE:l}   %s: {LICENSE:p}\n" % (c.cons_spec, c.lic_body, c.prov_label),
        dict(l=c.cons_lic, p=c.cons_prov))
    if chance(0.4):
        n.f("Rooms: {LOCATION_OTHER:b}, {HOSPITAL:h}\n", dict(b=c.building, h=c.hosp))
    n.t("Secretary: ")
    n.f("{DOCTOR:s}   Tel: {PHONE:t}   Fax: {FAX:f}\nEmail: {EMAIL:e}\n",
        dict(s=c.sec.name(ch(["full", "fi"])), t=c.cons_phone, f=c.cons_fax, e=c.sec_email))
    n.t("\nDeclaration: I confirm the information above is accurate and that the patient has consented to its release.\n")
    n.f("Signed: {DOCTOR:s} (electronic signature)   Date: {DATE:d}\n",
        dict(s=c.cons.name(ch(["full", "fi", "fil"])), d=D(c, c.today, "num")))
    if chance(0.5):
        n.t("\n-- For office use --\n")
        n.f("Received {DATE:d} %s by {USERNAME:u}; queue %s\n" % (hhmm(), ch(["ORTHO-PA", "GEN-PA", "CLIN-2", "PA-NURSE"])),
            dict(d=D(c, c.today, "num"), u=c.assessor_user))


def _email(n, c):
    pr = c.pr
    lab, code = code_label(c.country, pr)
    v = dict(fr=c.sec_email, to="preauth@" + c.ins_host, sent=D(c, c.today, "wd"),
             pt=c.pt.name(ch(["full", "LF", "fil"])), hp=c.member_no)
    n.f("From: {EMAIL:fr}\nTo: {EMAIL:to}\nSent: {DATE:sent} %s\nSubject: %s request - {PATIENT:pt} - {HEALTHPLAN:hp}\n\n"
        % (hhmm(), preauth_word(c).capitalize()), v)
    n.t("Dear %s Team,\n\n" % ch(["Pre-authorisation", "Clinical", "Claims", "Prior Approval"]) if c.country != "CA"
        else "Hello,\n\n")
    n.t("I am writing on behalf of ")
    n.fr(dr(c.cons, c, "full"))
    n.t(" to request %s for our mutual patient, " % auth(c))
    n.fr(pt(c, "formal"))
    n.f(" (DOB {DATE:dob}), who is listed for %s (%s %s) at {HOSPITAL:h} on {DATE:d}.\n\n"
        % (c.proc, lab, code), dict(dob=D(c, c.dob, "num"), h=c.hosp, d=D(c, c.adm_future, ch(["full", "wd"]))))
    n.t("Clinical summary: ")
    _clinical_summary(n, c)
    n.t("\n")
    if pr["los"]:
        n.t("An inpatient stay of %d night%s is anticipated. " % (pr["los"], "s" if pr["los"] > 1 else ""))
    n.t("%s fees will be within your schedule%s.\n\n" % (ch(["The consultant's", "Our"]),
                                                       ch(["", " for this code", " apart from the pre-op consultation"])))
    if chance(0.5):
        n.f("The referral letter from {HOSPITAL:gp} dated {DATE:d} and the clinic letter are attached.\n\n",
            dict(gp=c.gp_practice, d=D(c, c.referral)))
    n.t("Please send the %s number to this address or fax it to " % auth(c))
    n.f("{FAX:f}.\n", dict(f=c.cons_fax))
    n.t("\nKind regards,\n\n")
    n.f("{DOCTOR:s}\n%s to " % ch(["Medical Secretary", "Practice Manager", "PA", "Booking Coordinator"]),
        dict(s=c.sec.name(ch(["full", "first", "fl_init"]))))
    n.fr(dr(c.cons, c, "formal"))
    n.t(", %s\n" % c.cons_spec)
    n.f("{HOSPITAL:h}\n", dict(h=c.hosp))
    n.fr(addr_frag(c.hosp_addr, "inline"))
    n.f("\nTel: {PHONE:t} | Fax: {FAX:f}\n", dict(t=c.cons_phone, f=c.cons_fax))
    if chance(0.4):
        n.t("\nThis e-mail and any attachments are confidential and intended solely for the addressee.\n")


def _portal(n, c):
    pr = c.pr
    lab, code = code_label(c.country, pr)
    n.t("%s PROVIDER PORTAL - SUBMISSION RECEIPT\n" % c.ins_short.upper())
    n.f("Portal: {URL:u}\n", dict(u="https://providers." + c.ins_host + ch(["/preauth/new", "/requests", "/submit"])))
    n.f("Submission ID: {IDNUM:s}\nSubmitted: {DATE:d} %s by user {USERNAME:u} from {IPADDR:ip}\n\n" % hhmm(),
        dict(s=c.preauth_no, d=D(c, c.today, "num"), u=c.portal_user, ip=c.ip))
    rows = [("Member", "PATIENT", c.pt.name(ch(["LF", "LFU", "lf"]))), ("DOB", "DATE", D(c, c.dob, "num")),
            (member_no_label(c), "HEALTHPLAN", c.member_no), ("Postcode" if c.country != "CA" else "Postal code", "ZIP", c.addr["zip"]),
            ("Treating doctor", "DOCTOR", c.cons.name(ch(["full", "LF"]))), (c.lic_body + " no.", "LICENSE", c.cons_lic),
            ("Facility", "HOSPITAL", c.hosp),
            ("Admission date" if pr["setting"] in ("inpatient", "day case") else "Service date", "DATE", D(c, c.adm_future, "num"))]
    for lab2, typ, val in rows:
        n.f("%-22s {%s:v}\n" % (lab2 + ":", typ), dict(v=val))
    n.t("%-22s %s (%s)\n%-22s %s\n%-22s %s\n" % ("Item / code:", code, lab, "Description:", c.proc,
                                                 "Diagnosis:", "%s [%s]" % (pr["diag"], pr["icd"])))
    if pr["los"]:
        n.t("%-22s %d\n" % ("Nights requested:", pr["los"]))
    n.t("\nClinical notes entered:\n")
    _clinical_summary(n, c)
    n.t("\nAttachments: referral.pdf (%d KB), %s (%d KB)\n" % (R.randint(80, 900), ch(["mri_report.pdf", "clinic_letter.pdf", "xray_report.pdf", "sleep_study.pdf"]), R.randint(60, 700)))
    n.t("Status: RECEIVED - target turnaround 2 business days.\n")
    n.f("Queries: {PHONE:p} (option 3) or {EMAIL:e}\n", dict(p=c.ins_phone, e="providers@" + c.ins_host))


def gen_preauth_request(n, c):
    k = wch([(_form, 5), (_email, 3), (_portal, 2)])
    k(n, c)


# ------------------------------------------------------------ decision letter
def gen_preauth_decision(n, c):
    pr = c.pr
    lab, code = code_label(c.country, pr)
    fee, an, hosp = _fees(c)
    letterhead(n, c, dept=ch(["Pre-authorisation Team", "Clinical Services", "Member Services"]))
    n.f("{DATE:d}\n\n", dict(d=D(c, c.today, ch(["full", "long"]))))
    if chance(0.6):
        n.t(ch(["PRIVATE & CONFIDENTIAL", "Private and confidential", "CONFIDENTIAL - ADDRESSEE ONLY"]) + "\n")
    addressee = c.fam if c.holder_is_fam else c.pt
    member_address(n, c, addressee)
    n.f("Our reference: {IDNUM:r}\n%s: {HEALTHPLAN:m}\n" % member_no_label(c), dict(r=c.preauth_no, m=c.member_no))
    n.t("Patient: ")
    n.f("{PATIENT:x}\n", dict(x=c.pt.name(ch(["full", "fml"]))))
    if chance(0.5):
        n.f("Date of birth: {DATE:x}\n", dict(x=D(c, c.dob)))
    n.t("\n")
    salutation(n, c, addressee)
    outcome = wch([("approve", 5), ("partial", 2), ("decline", 3), ("info", 2)])
    n.t("Re: %s for %s\n\n" % (auth(c).capitalize(), c.proc))
    n.t("Thank you for contacting us on ")
    n.f("{DATE:d}", dict(d=D(c, c.today - dt.timedelta(days=R.randint(1, 9)), ch(["full", "wd", "dm"]))))
    n.t(" about the treatment recommended by ")
    n.fr(dr(c.cons, c, "full"))
    n.t(".\n\n")
    if outcome in ("approve", "partial"):
        n.t("I am pleased to confirm that we have %s this treatment. " % ("authorised" if c.country != "CA" else "approved"))
        n.f("Your %s number is {IDNUM:r} and it is valid for %d days from {DATE:d}.\n\n" % (auth(c), ch([60, 90, 180])),
            dict(r=c.preauth_no, d=D(c, c.today)))
        n.t("%s treatment: %s (%s %s)\n" % ("Authorized" if c.country == "CA" else "Authorised", c.proc, lab, code))
        n.f("Hospital: {HOSPITAL:h}\nAdmission date: {DATE:d}\n", dict(h=c.hosp, d=D(c, c.adm_future, ch(["full", "wd"]))))
        if pr["los"]:
            nights = pr["los"] if outcome == "approve" else max(0, pr["los"] - 1)
            n.t("Length of stay authorised: %s\n" % ("day case" if nights == 0 else "%d night%s" % (nights, "s" if nights > 1 else "")))
        if pr["fee"]:
            n.t("\nOur maximum benefit for the specialist fee under this code is %s" % money_c(c, fee * 0.9))
            if pr["anaes"]:
                n.t(" and %s for the anaesthetist" % money_c(c, an * 0.9))
            n.t(". ")
            n.fr(dr(c.cons, c, "formal"))
            gap = money_c(c, R.randint(1, 8) * 50)
            n.t(" %s\n" % ch({
                "GB": ["is fee-assured with us, so you should not receive a shortfall invoice.",
                       "has not confirmed fee assurance; any amount above our limits would be your responsibility."],
                "IE": ["is a participating consultant, so the fee is covered in full.",
                       "is not a participating consultant for this procedure; a balance bill of up to %s may apply." % gap],
                "AU": ["has agreed to bill under our no-gap scheme, so you will have no out-of-pocket cost for the specialist.",
                       "has agreed a known-gap arrangement; your out-of-pocket amount is expected to be %s." % gap],
                "NZ": ["is an Affiliated Provider, so we will pay the agreed amount directly.",
                       "is not an Affiliated Provider; please check the quote against our limits before treatment."],
                "CA": ["is a preferred provider, so the fee will be paid directly.",
                       "is not a preferred provider; amounts above reasonable and customary charges are your responsibility."]}[c.country]))
        if outcome == "partial":
            n.t("\nPlease note that we have not authorised %s. %s\n" % (
                ch(["the additional night requested before surgery", "the follow-up physiotherapy beyond 6 sessions",
                    "the second procedure listed (diagnostic injection)", "the private room supplement"]),
                ch(["Pre-operative admission on the day of surgery is standard for this procedure.",
                    "Further sessions can be requested with a progress report.",
                    "This is not covered under your plan."])))
        n.t("\nA%s of %s applies to this claim%s.\n" % (" deductible" if c.country == "CA" else "n excess", money_c(c, ch([0, 100, 150, 250, 500])),
                                                         ch(["", " and will be collected by the hospital", " and will be deducted from the hospital benefit"])))
    elif outcome == "decline":
        key, reason = pick_decline(pr, exclude=() if c.country != "CA" else ("nonpanel",))
        n.t("I am sorry to tell you that we are unable to %s this treatment because %s.\n\n" % (
            "authorise" if c.country != "CA" else "approve", reason))
        if key in ("pre-existing", "moratorium", "waiting"):
            n.t("The GP records we obtained from ")
            n.f("{HOSPITAL:g} show that you consulted ", dict(g=c.gp_practice))
            n.fr(dr(c.gp, c, "formal"))
            n.f(" about %s symptoms on {DATE:a}. Your cover started on {DATE:b}" % pr["diag"].split(" of ")[0].split(" with ")[0],
                dict(a=D(c, c.policy_start - dt.timedelta(days=R.randint(40, 900))), b=D(c, c.policy_start)))
            n.t(", and under your %s terms %s.\n" % (
                ch(["moratorium", "policy", "membership"]),
                ch(["conditions for which you had symptoms, medication or advice in the five years before joining are excluded until you have had two continuous years free of them",
                    "a 12-month waiting period applies to conditions whose signs or symptoms existed in the six months before you joined",
                    "conditions you knew about before joining are excluded unless declared and accepted"])))
        elif key == "nonpanel":
            n.f("{HOSPITAL:h} is not on the hospital list for your plan. ", dict(h=c.hosp))
            n.f("The same treatment could be authorised at {HOSPITAL:h2}, which is.\n", dict(h2=c.hosp2))
        else:
            n.t("Our clinical team reviewed the information supplied, including the letter from ")
            n.fr(dr(c.cons, c, "formal"))
            n.f(" dated {DATE:d}.\n", dict(d=D(c, c.consult)))
    else:
        n.t("Before we can make a decision we need some further information:\n")
        items = ["a copy of the referral letter from your GP", "the report of the %s" % ch(pr["inv"]).split(":")[0],
                 "confirmation of the date your symptoms started", "the clinic letter following your consultation"]
        for it in R.sample(items, R.randint(2, 3)):
            n.t("  - %s\n" % it)
        n.t("Please ask ")
        n.fr(dr(c.cons, c, "formal"))
        n.t("'s secretary to send these to ")
        n.f("{EMAIL:e} or fax {FAX:f}, quoting {IDNUM:r}.\n", dict(e="clinical@" + c.ins_host, f=c.ins_fax, r=c.preauth_no))
        n.t("We will respond within 2 working days of receiving them.\n")
    n.t("\nIf your treatment changes, or the admission date moves, please call us on ")
    n.f("{PHONE:p} before you go into hospital.\n", dict(p=c.ins_phone))
    if outcome == "decline":
        n.t("If you disagree with this decision you can appeal by writing to our Appeals Team at ")
        n.f("{EMAIL:e}. ", dict(e="appeals@" + c.ins_host))
        n.t(ombudsman(c) + "\n")
    staff_sig(n, c, c.ncm if chance(0.6) else c.assessor,
              ch(["Pre-authorisation Nurse Adviser", "Clinical Case Manager", "Claims Assessor", "Member Services Consultant"]),
              phone=c.ncm_phone if chance(0.4) else None)
    if chance(0.7):
        n.t("\ncc: ")
        n.fr(dr(c.cons, c, "full"))
        n.t(", Consultant, ")
        n.f("{HOSPITAL:h}\n", dict(h=c.hosp))
        if chance(0.4):
            n.f("cc: Admissions, {HOSPITAL:h} (fax {FAX:f})\n", dict(h=c.hosp, f=c.hosp_fax))
