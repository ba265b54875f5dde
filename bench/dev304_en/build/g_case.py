"""Genres: nurse case manager call log, medical adviser review, attending
physician statement (claim medical report)."""
import datetime as dt
import pools as P
from case import addr_frag, dr, pt, pt_title, phone, new_person, email_for, personal_host
from clinical import code_label, call_snippet, meds, vitals, MEDS, EXTRA_NEG, REPORT
from common import (auth, preauth_word, member_no_label, group_label, D, holder_frag, age_frag, money_c,
                    nat_item, timestamp)
from core import F, R, ch, chance, wch, hhmm, digits, letters


# ------------------------------------------------------------ call log
def _stamp(n, c, d):
    style = ch(["num", "num", "wd", "full"])
    n.f("{DATE:d}", dict(d=D(c, d, style)))
    n.t(ch([" ", " @ ", " "]) + hhmm() + ch([" - ", " | ", "  "]))


def _e_member_call(n, c, d):
    if chance(0.6):
        n.t(ch(["OB call to member, mobile ", "Called member on mobile ", "Outbound call to member's mobile "]))
        n.f("{PHONE:p}. ", dict(p=c.pt_mobile))
    else:
        n.t(ch(["Outbound call to member at home on ", "Called member, landline "]))
        n.f("{PHONE:p}. ", dict(p=c.pt_phone))
    n.t(ch(["ID&V passed (DOB, postcode)", "ID&V completed", "Security questions passed"]))
    if chance(0.5):
        n.f("; voiceprint match {BIOID:b}", dict(b=c.bioid))
    n.t(". ")
    a1 = call_snippet()
    n.t("%s; %s. " % (a1[0].upper() + a1[1:], call_snippet()))
    if c.pr["implant"] and not getattr(c, "card_done", False) and chance(0.45):
        c.card_done = True
        n.t("Implant card details confirmed for recall register: %s, SN " % c.pr["implant"][0])
        n.f("{DEVICE:s}. ", dict(s=c.dev_sn))
    if chance(0.4):
        n.t("Lives with %s " % c.rel)
        n.f("{FAMILY:f}", dict(f=c.fam.name(ch(["first", "full"]))))
        n.t(ch([", who is helping with personal care. ", ", who drives her to appointments. " if c.pt.sex == "F" else
                ", who drives him to appointments. ", " (works shifts). "]))
    if chance(0.3) and not c.prof_pre:
        n.t("Works as ")
        n.f("{PROFESSION:p}", dict(p=c.profession))
        if c.corporate:
            n.f(" at {ORGANIZATION:o}", dict(o=c.employer))
        n.f("; hopes to start phased return from {DATE:r}. ", dict(r=D(c, d + dt.timedelta(days=R.randint(14, 60)), "dm")))
    n.t(ch(["Next call in 1 week.", "Will review after physio report.", "Member happy with plan.", "Advised to call GP if wound red or hot."]))


def _e_ward(n, c, d):
    nurse = new_person(c)
    n.t("Call to ")
    n.f("{HOSPITAL:w}, {HOSPITAL:h}", dict(w=c.ward, h=c.hosp))
    n.t(ch([" (tel ", " on "]))
    n.f("{PHONE:p}", dict(p=c.hosp_phone))
    n.t(ch([")", ""]) + "; spoke with ")
    n.f("{DOCTOR:x}", dict(x=nurse.name(ch(["full", "first", "fi"]))))
    n.t(", %s. " % ch(["charge nurse", "ward manager", "staff nurse", "discharge coordinator", "CNM"]))
    n.t("Pt in bed ")
    n.f("{LOCATION_OTHER:b}", dict(b=c.bed))
    n.t(". %s; EDD " % ch(["Obs stable, " + vitals(), "Mobilising with frame", "Drain removed this am", "Hb 96 post-op, no transfusion",
                           "Pain controlled on oral analgesia"]))
    n.f("{DATE:e}", dict(e=D(c, d + dt.timedelta(days=R.randint(1, 3)), ch(["dm", "wd"]))))
    n.t(" pending %s." % ch(["physio clearance", "OT home assessment", "bloods tomorrow", "consultant review"]))


def _e_email(n, c, d):
    n.t("Email received from ")
    n.f("{EMAIL:e}", dict(e=ch([c.sec_email, c.pt_email])))
    n.t(": %s " % ch(["consultant requests extension of physio -", "request for further outpatient follow-up -",
                       "query re excess on discharge -", "updated discharge summary attached -"]))
    if chance(0.6):
        n.f("%d further sessions authorised under {IDNUM:a}." % R.randint(4, 8), dict(a=c.preauth_no))
    else:
        n.t("forwarded to claims for review.")


def _e_voicemail(n, c, d):
    n.t(ch(["No answer; voicemail left on ", "Attempted call - VM left on ", "Unable to reach member; message left on "]))
    n.f("{PHONE:p}", dict(p=c.pt_mobile))
    n.t(ch([". SMS sent.", ".", ", will retry tomorrow."]))


def _e_family(n, c, d):
    n.t("Inbound call from member's %s " % c.rel)
    n.f("{FAMILY:f}", dict(f=c.fam.name(ch(["full", "first"]))))
    n.f(" ({PHONE:p})", dict(p=c.fam_phone))
    n.t(ch([" - verbal consent from member on file. ", " - member present and consented. "]))
    n.t(ch(["Concerned about wound ooze; advised to contact ward.", "Asking about home help and equipment; OT referral discussed.",
            "Asked whether the excess is payable again for re-admission - confirmed no.",
            "Reports member low in mood, not eating well; GP review suggested."]))


def _e_adviser(n, c, d):
    n.t("Case discussed with medical adviser ")
    n.fr(dr(c.adviser, c, "formal"))
    n.t(": %s" % ch(["further rehab appropriate, review in 4 weeks.", "no clinical reason for extended stay beyond EDD.",
                     "supports step-down to day programme.", "recommends independent medical examination."]))


def _e_rehab(n, c, d):
    n.t("Progress report from ")
    n.f("{HOSPITAL:p}", dict(p=c.physio_clinic))
    n.t(": %s, %s; %d of %d sessions used." % (call_snippet(), ch(["goals partly met", "good progress", "plateaued",
                                                                     "DNA x1"]), R.randint(2, 6), R.randint(6, 10)))


def _e_car(n, c, d):
    n.t("Member asked about parking at ")
    n.f("{HOSPITAL:h}", dict(h=c.hosp))
    n.t(" for outpatient physio; not driving for 6 weeks, %s driving. Blue-badge style permit requested for vehicle " % c.rel)
    n.f("{VEHICLE:v}.", dict(v=c.plate))


def _e_dialogue(n, c, d):
    n.t("Call notes (verbatim): member: \"%s\" / ncm: \"%s\" / member: \"%s\"" % (
        ch(["the pain's a lot better but i still can't kneel", "i'm sleeping a bit better since the change of tablets",
            "i've been told to keep the stockings on till the check"]),
        ch(["any redness or heat around the wound?", "are you managing the stairs?", "how many sessions has physio booked?"]),
        ch(["no, all fine", "with the rail, yes", "six so far, twice a week"])))
    if chance(0.5):
        n.t(" - ")
        n.f("{FAMILY:f} ", dict(f=c.fam.name("first")))
        n.t("(%s) added: \"%s\"" % (c.rel, ch(["she's doing too much", "he won't use the frame", "we need the forms for work"])))


def _e_travel(n, c, d):
    n.t("Member asked whether cover applies while visiting family in ")
    n.f("{COUNTRY:x} from {DATE:a} to {DATE:b}", dict(x=c.abroad, a=D(c, d + dt.timedelta(days=R.randint(20, 40)), "dm"),
                                                        b=D(c, d + dt.timedelta(days=R.randint(45, 70)), "dm")))
    n.t(". Advised %s." % ch(["policy covers elective treatment in the home country only; travel insurance needed",
                               "emergency cover abroad is limited to 90 days per trip",
                               "to check with the consultant that flying is safe 6 weeks post-op"]))


def _e_portal(n, c, d):
    n.t("Secure message via member app (user ")
    n.f("{USERNAME:u}, IP {IPADDR:i}): ", dict(u=c.pt.name("first").lower() + c.pt.name("last")[:3].lower() + digits(2), i=c.ip))
    n.t("\"%s\" Replied same day." % ch(["can I have the physio sessions at a clinic nearer home?", "the hospital has sent me a bill, what do I do?",
                                          "my surgery date has moved, do I need a new authorisation?", "please call me after 4pm"]))


ENTRIES = [(_e_travel, 1), (_e_portal, 2), (_e_member_call, 5), (_e_ward, 2), (_e_email, 2), (_e_voicemail, 2), (_e_family, 2), (_e_adviser, 1),
           (_e_rehab, 2), (_e_car, 1), (_e_dialogue, 2)]


def gen_call_log(n, c):
    pr = c.pr
    n.t(ch(["CASE MANAGEMENT - CONTACT LOG", "Nurse Case Manager Call Log", "CLINICAL CASE MANAGEMENT NOTES", "NCM CONTACT RECORD"]) + "\n")
    n.f("{ORGANIZATION:i}\n", dict(i=c.ins_short))
    n.f("Case ref: {IDNUM:a}   Claim: {IDNUM:b}\n", dict(a=c.case_no, b=c.claim_no))
    n.f("Member: {PATIENT:p} | DOB {DATE:d} | ", dict(p=c.pt.name(ch(["LF", "full", "LFU"])), d=D(c, c.dob, "num")))
    n.fr(age_frag(c, ch(["yrs", "sexshort", "yo"])))
    n.f(" | %s {HEALTHPLAN:m}\n" % member_no_label(c), dict(m=c.member_no))
    n.f("Case manager: {DOCTOR:n}, %s   Direct: {PHONE:p}\n" % c.ncm.cred, dict(n=c.ncm.name("full"), p=c.ncm_phone))
    n.t("Condition: %s (%s); episode: %s at " % (pr["diag"], pr["icd"], c.proc))
    n.f("{HOSPITAL:h}", dict(h=c.hosp))
    if pr["setting"] in ("inpatient", "day case"):
        n.f(", admitted {DATE:a}", dict(a=D(c, c.adm, "num")))
    n.t("\nTreating consultant: ")
    n.fr(dr(c.cons, c, "full"))
    n.t("   GP: ")
    n.fr(dr(c.gp, c, "formal"))
    n.f(" ({HOSPITAL:g})\n", dict(g=c.gp_practice))
    d = c.adm - dt.timedelta(days=R.randint(0, 5))
    n.f("Consent to contact treating team recorded {DATE:d}.\n", dict(d=D(c, d - dt.timedelta(days=R.randint(1, 10)), "num")))
    n.t("-" * R.randint(30, 70) + "\n")
    k = R.randint(4, 8)
    used = []
    for i in range(k):
        fn = wch(ENTRIES)
        if fn in (_e_car, _e_adviser, _e_ward, _e_travel, _e_portal) and fn in used:
            fn = _e_member_call
        used.append(fn)
        _stamp(n, c, d)
        fn(n, c, d)
        if chance(0.35):
            n.f(" [{USERNAME:u}]", dict(u=c.ncm_user))
        n.t("\n")
        d = d + dt.timedelta(days=R.randint(1, 9))
        if d > c.today:
            d = c.today
    n.t("-" * R.randint(30, 70) + "\n")
    n.t("Plan: %s\n" % ch(["continue weekly calls until discharged from physio", "close case on return to work",
                            "review with medical adviser at 6 weeks post-op", "await outpatient review then close"]))
    if chance(0.5):
        n.f("Case owner: {DOCTOR:n}, %s, {EMAIL:e}\n" % c.ncm.cred, dict(n=c.ncm.name(ch(["full", "fi"])), e=c.ncm_email))


# ------------------------------------------------------------ adviser review
def gen_adviser_review(n, c):
    pr = c.pr
    lab, code = code_label(c.country, pr)
    n.t(ch(["MEDICAL ADVISER REVIEW", "CLINICAL OPINION - MEDICAL ADVISER", "Chief Medical Officer Review", "MEDICAL NECESSITY REVIEW"]) + "\n")
    n.f("{ORGANIZATION:i} | Clinical Governance | Confidential\n\n", dict(i=c.ins_name))
    n.f("Referred by: {DOCTOR:a} ({USERNAME:u}), Claims, on {DATE:d}\n", dict(
        a=c.assessor.name(ch(["full", "fi"])), u=c.assessor_user, d=D(c, c.today - dt.timedelta(days=R.randint(1, 6)), "num")))
    ref = ch([("Claim", c.claim_no), ("Pre-" + auth(c), c.preauth_no), ("Case", c.case_no)])
    n.f("%s ref: {IDNUM:r}\n" % ref[0], dict(r=ref[1]))
    n.f("Member: {PATIENT:p}, ", dict(p=c.pt.name(ch(["full", "fi", "init", "LF"]))))
    n.fr(age_frag(c, ch(["yo", "sexshort", "year-old", "aged"])))
    n.f(", %s {HEALTHPLAN:m}\n" % member_no_label(c), dict(m=c.member_no))
    n.t("Treating clinician: ")
    n.fr(dr(c.cons, c, "full"))
    n.f(" (%s), {HOSPITAL:h}\n\n" % c.cons_spec, dict(h=c.hosp))
    n.t("QUESTIONS FOR THE ADVISER\n")
    qs = ["Is the proposed %s (%s %s) medically necessary and in line with accepted practice?" % (c.proc, lab, code),
          "Is the current condition related to the symptoms recorded before cover started?",
          "Is the requested length of stay appropriate?" if pr["los"] else (
              "Is day-case treatment appropriate?" if pr["setting"] == "day case" else "Is the quantity or duration requested appropriate?"),
          "Would a less costly alternative be clinically equivalent?"]
    for i, q in enumerate(R.sample(qs, R.randint(2, 3)), 1):
        n.t("%d. %s\n" % (i, q))
    n.t("\nINFORMATION REVIEWED\n")
    n.t("- Referral letter from ")
    n.fr(dr(c.gp, c, "formal"))
    n.f(", {HOSPITAL:g}, dated {DATE:d}\n", dict(g=c.gp_practice, d=D(c, c.referral)))
    n.t("- Clinic letter, ")
    n.fr(dr(c.cons, c, "formal"))
    n.f(", {DATE:d}\n", dict(d=D(c, c.consult)))
    if chance(0.7):
        n.t("- %s report, " % REPORT.get(pr["key"], "imaging"))
        n.f("{HOSPITAL:h}, accession {IDNUM:a}, {DATE:d}\n", dict(h=c.imaging, a=ch(["RAD", "IMG", "A", "X"]) + digits(ch([7, 8])),
                                                                    d=D(c, c.referral + dt.timedelta(days=R.randint(3, 20)))))
    if chance(0.6):
        n.f("- GP records {DATE:a} to {DATE:b}\n", dict(a=D(c, c.policy_start - dt.timedelta(days=365 * 5), "part"),
                                                          b=D(c, c.today, "part")))
    n.t("\nCLINICAL SUMMARY\n")
    n.fr(age_frag(c))
    n.t(" %s with %s. " % (ch(["man", "gentleman"]) if c.pt.sex == "M" else ch(["woman", "lady"]), "; ".join(R.sample(pr["hist"], min(2, len(pr["hist"]))))))
    n.t("Treatment to date: %s." % "; ".join(pr["cons"][:R.randint(1, len(pr["cons"]))]))
    n.t(" Results: %s." % "; ".join(pr["inv"]))
    if chance(0.5):
        n.t(" PMH: %s. Meds: %s." % (ch(["hypertension, T2DM (HbA1c 52)", "asthma", "hypothyroidism", "nil significant",
                                         "previous appendicectomy", "depression, well controlled"]), ", ".join(meds(R.randint(1, 3)))))
    if chance(0.5):
        n.t(" The GP notes record a consultation on ")
        n.f("{DATE:d}", dict(d=D(c, c.gp_first)))
        n.t(" for %s, which is %s cover started on " % (ch(["similar symptoms", "the same joint", "related symptoms", "an unrelated matter"]),
                                                       ch(["before", "after"])))
        n.f("{DATE:d}.", dict(d=D(c, c.policy_start)))
    n.t("\n\nOPINION\n")
    n.t(ch(["The request is consistent with accepted practice (see NICE and specialty association guidance). ",
            "The evidence supports the proposed treatment after failed conservative care. ",
            "The clinical information does not, at present, demonstrate that surgery is required. ",
            "Outcomes for this intervention are established and the indication is met. "]))
    if pr["los"]:
        n.t("An expected stay of %d night%s is %s. " % (pr["los"], "s" if pr["los"] > 1 else "", ch(["reasonable", "at the upper end of normal", "longer than usual; day-case pathway would be standard"])))
    n.t(ch(["I would not regard the earlier consultation as related.", "On balance the earlier symptoms represent the same condition.",
            "A peer-to-peer call with the treating consultant is suggested.", "I recommend approval for the primary procedure only."]))
    n.t("\n\nRECOMMENDATION: %s\n\n" % ch(["Approve", "Approve with conditions", "Decline", "Request further information", "Approve - review at 12 weeks"]))
    n.fr(dr(c.adviser, c, "sig"))
    n.t("\nMedical Adviser\n")
    n.f("%s {LICENSE:l}\n{DATE:d}\n" % ch([P.LICENCE_BODY[c.country] + " no.", "Registration", "Reg no"]) if c.country != "CA"
        else "Licence no. {LICENSE:l}\n{DATE:d}\n", dict(l=c.adviser_lic, d=D(c, c.today, ch(["num", "full"]))))


# ------------------------------------------------------------ attending physician statement
APS_TITLE = {"GB": ["MEDICAL REPORT - CLAIM FORM PART C", "Doctor's Report (Private Medical Claim)"],
             "IE": ["MEDICAL PRACTITIONER'S REPORT", "Claim Form - Section 3: Medical Practitioner"],
             "AU": ["MEDICAL PRACTITIONER'S REPORT", "Attending Doctor's Statement"],
             "NZ": ["MEDICAL CERTIFICATE AND REPORT", "Attending Doctor's Report"],
             "CA": ["ATTENDING PHYSICIAN'S STATEMENT", "Attending Physician Statement - Disability Claim"]}


def gen_aps(n, c):
    pr = c.pr
    p = c.pt
    n.t(ch(APS_TITLE[c.country]) + "\n")
    n.f("{ORGANIZATION:i}   Claim no. {IDNUM:cl}\n", dict(i=c.ins_name, cl=c.claim_no))
    n.t("Please complete in BLOCK CAPITALS. The claimant is responsible for any fee charged for completing this form.\n\n")
    n.t("PART 1 - CLAIMANT\n")
    caps = chance(0.4)

    def cp(s):
        return s.upper() if caps else s
    n.f("Last name: {PATIENT:l}   First name(s): {PATIENT:f}\n", dict(l=cp(p.last), f=cp(p.first + ((" " + p.middle) if p.middle else ""))))
    n.f("Date of birth: {DATE:d}   Sex: %s\n" % p.sex, dict(d=D(c, c.dob, "num")))
    n.t("Address: ")
    n.fr(addr_frag(c.addr, "inline"))
    n.f("\nPhone: {PHONE:p}   Email: {EMAIL:e}\n", dict(p=c.pt_mobile, e=c.pt_email))
    if c.tax:
        n.f("%s: {SSN:s}\n" % c.tax[0], dict(s=c.tax[1]))
    if c.country == "CA":
        n.f("Plan member ID: {HEALTHPLAN:m}   Certificate no.: {HEALTHPLAN:x}\n", dict(m=c.member_no, x=c.cert_no))
    else:
        n.f("%s: {HEALTHPLAN:m}\n" % member_no_label(c), dict(m=c.member_no))
    if c.child:
        n.f("Occupation: {PROFESSION:o}\n", dict(o=cp(c.profession)))
    else:
        n.f("Occupation: %s{PROFESSION:o}   %s: {ORGANIZATION:e}\n" % (cp(c.prof_pre), "Former employer" if c.prof_pre else "Employer"),
            dict(o=cp(c.profession), e=c.employer))
    if not c.prof_pre and not c.child:
        hr = new_person(c)
        n.f("Employer contact: {FAMILY:h} (HR), {PHONE:p}\n", dict(h=hr.name(ch(["full", "fi"])), p=phone(c.country, ext=chance(0.5))))
        last_day = c.adm - dt.timedelta(days=R.randint(0, 20))
        n.f("Last day worked: {DATE:d}\n", dict(d=D(c, last_day, "num")))
    elif c.child:
        n.f("Parent / guardian: {FAMILY:g} (%s)\n" % c.rel, dict(g=c.fam.name("full")))
    n.t("I authorise my doctor to release the information requested. Signature: ")
    n.f("{PATIENT:s}", dict(s=p.name(ch(["full", "fil"]))))
    n.f("   Date: {DATE:d}\n\n", dict(d=D(c, c.today - dt.timedelta(days=R.randint(2, 12)), "num")))
    n.t("PART 2 - TREATING %s\n" % ch(["PHYSICIAN", "DOCTOR", "MEDICAL PRACTITIONER"]))
    n.t("1. Diagnosis: %s   ICD-10: %s\n" % (pr["diag"], pr["icd"]))
    if chance(0.5) and not c.child:
        n.t("   Secondary: %s\n" % ch(["hypertension (I10)", "type 2 diabetes (E11.9)", "obesity, BMI 33 (E66.9)", "anxiety (F41.1)",
                                        "GORD (K21.9)", "nil"]))
    n.f("2. Date symptoms first appeared: {DATE:a}\n   Date you first saw the patient for this condition: {DATE:b}\n",
        dict(a=D(c, c.onset, ch(["num", "part"])), b=D(c, c.gp_first, "num")))
    prev = chance(0.35)
    n.t("   Has the patient had the same or a similar condition before? %s" % ("Yes" if prev else "No"))
    if prev:
        n.f(" - episode in {DATE:y}, resolved with %s" % ch(["conservative management", "a short course of treatment", "no specific treatment"]),
            dict(y=D(c, c.onset - dt.timedelta(days=R.randint(700, 2500)), ch(["part", "part"]))))
    n.t("\n3. Symptoms: %s\n   Objective findings: %s; %s\n" % ("; ".join(pr["hist"][:2]), "; ".join(pr["inv"][:2]), vitals()))
    n.t("4. Treatment: %s\n" % "; ".join(pr["cons"]))
    if pr["setting"] in ("inpatient", "day case"):
        n.f("   Procedure: %s on {DATE:d} at {HOSPITAL:h}" % c.proc, dict(d=D(c, c.adm, "num"), h=c.hosp))
        if pr["los"]:
            n.f(", discharged {DATE:x}", dict(x=D(c, c.dis, "num")))
        n.t("\n")
    if pr["implant"] and chance(0.6):
        n.t("   Device: %s, serial " % pr["implant"][0])
        n.f("{DEVICE:s}\n", dict(s=c.dev_sn))
    doc = c.gp if chance(0.6) else c.cons
    if doc is c.gp:
        n.t("5. Referred to: ")
        n.fr(dr(c.cons, c, "full"))
        n.t(" (%s) on " % c.cons_spec)
    else:
        n.t("5. Referred by: GP ")
        n.fr(dr(c.gp, c, "full"))
        n.f(", {HOSPITAL:g}, on ", dict(g=c.gp_practice))
    n.f("{DATE:d}\n", dict(d=D(c, c.referral, "num")))
    n.t("6. Restrictions and limitations: %s\n" % ch(["no PE or contact sport for 6 weeks; may attend school",
                                                       "home tuition advised for 4 weeks"] if c.child else ["no lifting over 10 kg, no prolonged standing > 30 min",
                                                       "no driving for 6 weeks; desk-based duties only",
                                                       "unable to work in any capacity at present",
                                                       "reduced hours (4 h/day) for 4 weeks then review",
                                                       "avoid repetitive gripping; no use of vibrating tools"]))
    n.t("7. Prognosis: %s; expected return to %s " % (ch(["good", "guarded", "fair", "full recovery expected"]),
                                                   "school" if c.child else ("usual activities" if c.prof_pre else "work")))
    n.f("{DATE:d}\n", dict(d=D(c, c.today + dt.timedelta(days=R.randint(14, 120)), ch(["num", "part", "full"]))))
    n.t("8. Medication: %s\n\n" % ", ".join(meds(R.randint(1, 4))))
    n.t("Physician: ")
    n.fr(dr(doc, c, "sig"))
    lic = c.cons_lic if doc is c.cons else c.anaes_lic
    n.f("\n%s no.: {LICENSE:l}\n" % ("Licence" if c.country == "CA" else P.LICENCE_BODY[c.country]), dict(l=lic))
    n.f("Practice: {HOSPITAL:h}\n", dict(h=c.gp_practice if doc is c.gp else c.hosp))
    n.fr(addr_frag(c.gp_addr if doc is c.gp else c.hosp_addr, "inline"))
    n.f("\nTel: {PHONE:p}   Fax: {FAX:f}\n", dict(p=c.gp_phone if doc is c.gp else c.cons_phone, f=c.gp_fax if doc is c.gp else c.cons_fax))
    if chance(0.5):
        n.f("Email: {EMAIL:e}\n", dict(e=email_for(doc, ch(["clinic.example.org", "practice.example.net", "example.com"]))))
    n.f("Signature: {DOCTOR:s}   Date: {DATE:d}\n", dict(s=doc.name(ch(["fil", "full", "init"])), d=D(c, c.today, "num")))
    n.t("Fee for this report: %s (payable by the claimant)\n" % money_c(c, ch([35, 45, 60, 75, 90, 120])))
