"""Genres: consultant fee query, policy exclusion review."""
import datetime as dt
import pools as P
from case import addr_frag, dr, pt, pt_title, phone, new_person, email_for
from clinical import code_label, pick_decline, meds, art
from common import (auth, preauth_word, member_no_label, D, letterhead, staff_sig, age_frag, money_c, nat_item,
                    timestamp, holder_frag)
from core import F, R, ch, chance, wch, hhmm, digits

K = {"GB": 1.0, "IE": 1.15, "AU": 1.9, "NZ": 2.0, "CA": 1.8}


def _fee_rows(c):
    pr = c.pr
    k = K[c.country]
    lab, code = code_label(c.country, pr)
    rows = []
    if pr["fee"]:
        sched = round(pr["fee"] * k, -1)
        rows.append((code, "Surgeon - " + pr["name"], sched * R.uniform(1.15, 1.8), sched))
    if pr["anaes"]:
        sched = round(pr["anaes"] * k, -1)
        rows.append(("A-" + code[-3:] if c.country != "AU" else "20" + digits(3), "Anaesthetist (%d units)" % R.randint(5, 14),
                     sched * R.uniform(1.1, 1.6), sched))
    if chance(0.6):
        rows.append(("MOD-%s" % ch(["22", "COMP", "BIL", "RV"]), ch(["Complexity modifier (BMI > 40)", "Bilateral procedure",
                                                                      "Revision surgery supplement", "Prolonged procedure > 3 h"]),
                     R.randint(200, 900) * k, 0.0))
    rows.append(("CONS-F", "Pre-operative consultation", 250 * k * R.uniform(1.0, 1.4), 200 * k))
    if not pr["fee"]:
        rows.append(("SPEC", "Specialist review - " + pr["name"][:30], 400 * k * R.uniform(1.0, 1.6), 320 * k))
    return rows


def _table(n, c, rows):
    n.t("%-9s %-44s %11s %11s %11s\n" % ("Code", "Description", "Invoiced", "Schedule", "Difference"))
    tb = ts = 0.0
    for code, desc, billed, sched in rows:
        tb += billed
        ts += sched
        n.t("%-9s %-44s %11s %11s %11s\n" % (code, desc[:44], "{:,.2f}".format(billed), "{:,.2f}".format(sched),
                                              "{:,.2f}".format(billed - sched)))
    n.t("%-9s %-44s %11s %11s %11s\n" % ("", "TOTAL", "{:,.2f}".format(tb), "{:,.2f}".format(ts), "{:,.2f}".format(tb - ts)))
    return tb, ts


def _fee_letter(n, c):
    letterhead(n, c, dept=ch(["Provider Relations", "Fees & Provider Services", "Specialist Fees Team"]))
    n.f("{DATE:d}\n\n", dict(d=D(c, c.today)))
    n.fr(dr(c.cons, c, "full"))
    n.t("\n")
    if chance(0.5):
        n.f("{LOCATION_OTHER:b}\n", dict(b=c.building))
    n.f("{HOSPITAL:h}\n", dict(h=c.hosp))
    n.fr(addr_frag(c.hosp_addr, "lines"))
    n.t("\n\n")
    n.f("%s: {LICENSE:p}\n" % c.prov_label, dict(p=c.cons_prov))
    n.f("Patient: {PATIENT:p}   DOB: {DATE:d}\n", dict(p=c.pt.name(ch(["full", "fil", "LF"])), d=D(c, c.dob, "num")))
    n.f("%s: {HEALTHPLAN:m}   Claim: {IDNUM:cl}\n" % member_no_label(c), dict(m=c.member_no, cl=c.claim_no))
    n.f("Your invoice: {ACCOUNT:i} dated {DATE:d}\n\n", dict(i=c.invoice_no, d=D(c, c.dis + dt.timedelta(days=R.randint(1, 10)), "num")))
    n.t("Dear ")
    n.fr(dr(c.cons, c, "formal"))
    n.t(",\n\n")
    n.t("Consultant fee query\n\n")
    n.t("Thank you for your invoice for the treatment of your patient on ")
    n.f("{DATE:d} at {HOSPITAL:h}", dict(d=D(c, c.adm, ch(["full", "wd"])), h=c.hosp))
    n.t(". The amount invoiced is above the maximum benefit in our %s, as set out below:\n\n" % (ch(
        ["Schedule of Procedures and Fees", "Specialist Fee Schedule", "Benefit Schedule", "Provider Fee Guide"])
        if c.country != "CA" else ch(["Reasonable and Customary Fee Guide", "paramedical fee schedule"])))
    tb, ts = _table(n, c, _fee_rows(c))
    n.t("\n")
    n.t(ch(["As a fee-assured specialist, you agreed to charge within our schedule for members. ",
            "You are recognised by us on a non-fee-assured basis, so the member is liable for any shortfall, but they must be told in advance. ",
            "Our records show no signed known-gap agreement for this admission. "]))
    n.t("We have paid %s under our schedule. Before we consider the balance of %s, please send us:\n" % (
        money_c(c, ts), money_c(c, tb - ts)))
    for it in R.sample(["the operation note supporting the complexity modifier", "confirmation that the patient was given a written fee estimate",
                        "the anaesthetic chart showing start and finish times", "a breakdown of the pre-operative consultation charges",
                        "the reason a different code from the authorised one was billed"], 3):
        n.t("  - %s\n" % it)
    n.t("\nWe have asked ")
    n.fr(pt(c, "formal"))
    n.t(" not to pay the shortfall while this query is open. Please do not pass the account to a collection agency.\n")
    if chance(0.5):
        n.t("Invoices can be uploaded at ")
        n.f("{URL:u}", dict(u="https://providers." + c.ins_host + ch(["/fees", "/invoices/upload", ""])))
        n.t(".\n")
    staff_sig(n, c, c.assessor, ch(["Provider Fees Analyst", "Provider Relations Manager", "Claims Technical Lead"]),
              phone=c.mgr_phone, email="providerfees@" + c.ins_host)


def _fee_reply(n, c):
    v = dict(fr=c.sec_email, to="providerfees@" + c.ins_host, d=D(c, c.today, ch(["wd", "num"])), cl=c.claim_no)
    n.f("From: {EMAIL:fr}\nTo: {EMAIL:to}\nDate: {DATE:d} %s\nSubject: RE: Fee query - claim {IDNUM:cl}\n\n" % hhmm(), v)
    n.t("Dear %s,\n\n" % ch(["Provider Relations", "Fees Team", "Sir/Madam"]))
    n.t("I write on behalf of ")
    n.fr(dr(c.cons, c, "full"))
    sent = c.today - dt.timedelta(days=R.randint(5, 25))
    n.f(" ({LICENSE:p}) regarding your letter of {DATE:d} about our invoice {ACCOUNT:i} for ", dict(
        p=c.cons_prov, d=D(c, sent, ch(["full", "dm"])), i=c.invoice_no))
    n.fr(pt(c, ch(["formal", "full"])))
    n.f(" (%s {HEALTHPLAN:m}).\n\n" % member_no_label(c).lower(), dict(m=c.member_no))
    lab, code = code_label(c.country, c.pr)
    n.t("The procedure on ")
    n.f("{DATE:d}", dict(d=D(c, c.adm)))
    n.t(" was considerably more complex than a standard %s (%s %s). %s Theatre time was %d minutes against a usual %d. " % (
        c.pr["name"], lab, code, ch(["The patient's BMI was 44.", "Dense adhesions from previous surgery had to be divided.",
                                    "This was a revision of earlier surgery performed elsewhere.", "Bilateral disease was treated under one anaesthetic."]),
        R.randint(150, 260), R.randint(60, 120)))
    n.t("The operation note is attached. ")
    n.t("The patient signed a fee estimate of %s on " % money_c(c, round(max(c.pr["fee"], 400) * K[c.country] * R.uniform(1.2, 1.6), -1)))
    n.f("{DATE:d}", dict(d=D(c, c.consult)))
    n.t(", so we do not accept that the shortfall was undisclosed.\n\n")
    n.t("We would ask you to reconsider and pay the complexity modifier, or to refer the invoice to your medical adviser. ")
    n.t("If we do not hear from you within 28 days we will invoice the patient for the balance.\n\n")
    n.t("Kind regards\n\n")
    n.f("{DOCTOR:s}\nPractice Manager\n", dict(s=c.sec.name(ch(["full", "fil"]))))
    n.f("Rooms of ", {})
    n.fr(dr(c.cons, c, "formal"))
    n.f(", {HOSPITAL:h}\nTel {PHONE:p} | Fax {FAX:f}\n", dict(h=c.hosp, p=c.cons_phone, f=c.cons_fax))
    if chance(0.5):
        n.t("\n-----Original Message-----\n")
        n.f("From: {EMAIL:a}\nSent: {DATE:d} %s\n" % hhmm(), dict(a="providerfees@" + c.ins_host, d=D(c, sent, "wd")))
        n.t("Our schedule maximum for %s is %s. Please provide justification for the additional amount invoiced.\n" % (
            code, money_c(c, round(max(c.pr["fee"], 300) * K[c.country], -1))))


def _fee_log(n, c):
    n.t("FEE QUERY RECORD - PROVIDER RELATIONS\n")
    n.f("Query ID: {IDNUM:q}   Opened: {DATE:d}   Owner: {USERNAME:u}\n", dict(
        q="FQ-" + digits(6), d=D(c, c.today - dt.timedelta(days=R.randint(10, 40)), "num"), u=c.assessor_user))
    n.t("Provider: ")
    n.fr(dr(c.cons, c, "full"))
    n.f(", %s; %s {LICENSE:p}; %s {LICENSE:l}\n" % (c.cons_spec, c.prov_label, c.lic_body), dict(p=c.cons_prov, l=c.cons_lic))
    n.f("Member: {PATIENT:p} ({HEALTHPLAN:m}); claim {IDNUM:c}; invoice {ACCOUNT:i}\n", dict(
        p=c.pt.name(ch(["LF", "init", "fil"])), m=c.member_no, c=c.claim_no, i=c.invoice_no))
    n.f("Episode: {HOSPITAL:h}, {DATE:d}\n\n", dict(h=c.hosp, d=D(c, c.adm, "num")))
    tb, ts = _table(n, c, _fee_rows(c))
    n.t("\nACTIVITY\n")
    d = c.today - dt.timedelta(days=R.randint(8, 30))
    acts = [lambda: n.t("Shortfall letter issued to member; provider notified of schedule maximum."),
            lambda: (n.t("Call from rooms ("), n.f("{DOCTOR:s}", dict(s=c.sec.name("full"))), n.f(") on {PHONE:p}; disputes modifier, will send op note.", dict(p=c.cons_phone))),
            lambda: (n.t("Op note received via fax "), n.f("{FAX:f}", dict(f=c.cons_fax)), n.t("; sent to medical adviser.")),
            lambda: (n.t("MA opinion ("), n.fr(dr(c.adviser, c, "formal")), n.t("): %s" % ch(["modifier justified, pay 50%.", "standard case, modifier not supported.", "revision confirmed, pay in full."]))),
            lambda: (n.t("Member "), n.fr(pt(c, "formal")), n.t(" called, upset about shortfall invoice; reassured, account on hold.")),
            lambda: n.t("Provider agreement checked: fee-assured since onboarding; reminder of terms sent.")]
    for a in R.sample(acts, R.randint(3, 5)):
        n.fr(timestamp(c, d))
        n.t(" ")
        a()
        n.t("\n")
        d += dt.timedelta(days=R.randint(1, 6))
        if d > c.today:
            d = c.today
    n.t("\nOutcome: %s\n" % ch(["partial payment of the disputed amount agreed", "no further benefit payable; query closed",
                                 "paid in full as a one-off; provider reminded of schedule", "escalated to Head of Provider Relations"]))


def gen_fee_query(n, c):
    wch([(_fee_letter, 4), (_fee_reply, 3), (_fee_log, 3)])(n, c)


# ------------------------------------------------------------ exclusion review
def gen_exclusion_review(n, c):
    pr = c.pr
    uw = {"GB": ["Moratorium (5-year look-back / 2-year clear period)", "Full medical underwriting", "CPME (switch)"],
          "IE": ["Waiting period for pre-existing conditions (5 years)", "Continuous cover transfer", "Full underwriting"],
          "AU": ["12-month pre-existing condition waiting period", "Transfer with continuity", "Upgrade - PEC rules on higher benefits"],
          "NZ": ["Moratorium (3-year stand-down)", "Full medical underwriting", "Group scheme - medical history disregarded"],
          "CA": ["Pre-existing condition limitation (90-day look-back / 12-month exclusion)", "Late applicant - evidence of insurability",
                 "Group conversion"]}[c.country]
    n.t(ch(["POLICY EXCLUSION REVIEW", "Pre-existing Condition Review", "UNDERWRITING EXCLUSION REVIEW", "Exclusion Assessment Worksheet"]) + "\n")
    n.f("{ORGANIZATION:i} - Clinical Underwriting\n", dict(i=c.ins_name))
    n.f("Reviewer: {DOCTOR:r}   Date: {DATE:d}   Ref: {IDNUM:q}\n\n", dict(
        r=c.assessor.name(ch(["full", "fi"])), d=D(c, c.today, "num"), q=ch([c.claim_no, c.preauth_no])))
    n.t("MEMBER\n")
    n.f("{PATIENT:p}, ", dict(p=c.pt.name(ch(["full", "LF", "fml"]))))
    n.fr(age_frag(c, ch(["aged", "yrs", "sexshort"])))
    n.f(", DOB {DATE:d}\n%s {HEALTHPLAN:m}   Joined: {DATE:j}\n" % member_no_label(c), dict(
        d=D(c, c.dob, "num"), m=c.member_no, j=D(c, c.policy_start)))
    n.t("Underwriting basis: %s\n" % ch(uw))
    if c.corporate:
        n.f("Scheme: {ORGANIZATION:e} ({HEALTHPLAN:g})\n", dict(e=c.employer, g=c.group_no))
    n.t("Occupation: ")
    n.f("%s{PROFESSION:o}\n" % c.prof_pre, dict(o=c.profession))
    if chance(0.3):
        n.t("Application completed by: ")
        n.fr(holder_frag(c))
        n.t("\n")
    n.t("\nCONDITION UNDER REVIEW\n%s (%s), claim for %s.\n" % (pr["diag"].capitalize(), pr["icd"], c.proc))
    n.t("\nEVIDENCE\n")
    n.t("1. GP records, ")
    n.f("{HOSPITAL:g}", dict(g=c.gp_practice))
    if chance(0.5):
        n.f(" (fax {FAX:f})", dict(f=c.gp_fax))
    n.t(", ")
    n.f("{DATE:a} to {DATE:b}\n", dict(a=D(c, c.policy_start - dt.timedelta(days=365 * 5), "part"), b=D(c, c.today, "part")))
    n.t("2. Specialist letter, ")
    n.fr(dr(c.cons, c, "formal"))
    n.f(", {DATE:d}\n", dict(d=D(c, c.consult)))
    n.t("3. Claim form symptom date: ")
    n.f("{DATE:d}\n", dict(d=D(c, c.onset, "part")))
    if chance(0.4):
        n.t("4. Pharmacy dispensing history, ")
        n.f("{HOSPITAL:p}\n", dict(p=c.pharmacy))
    n.t("\nTIMELINE\n")
    pre = chance(0.55)
    early = c.policy_start - dt.timedelta(days=R.randint(60, 1500)) if pre else c.policy_start + dt.timedelta(days=R.randint(30, 400))
    events = [(early, F("GP (", dr(c.gp, c, "formal"), "): %s; %s prescribed." % (
        ch(["intermittent symptoms in the same area", "\"aches\" documented, no examination recorded", "similar symptoms, self-limiting",
            "referred for X-ray, not attended"]), ch(meds(1))))),
              (c.policy_start, F("Cover commenced.")),
              (c.onset, F("Symptom onset per member.")),
              (c.gp_first, F("GP attendance - %s." % pr["hist"][0])),
              (c.referral, F("Referred to ", dr(c.cons, c, "formal"), "."))]
    if chance(0.4):
        events.append((c.gp_first + dt.timedelta(days=R.randint(5, 40)),
                       F("Physiotherapy at ", ("HOSPITAL", c.physio_clinic), ", %d sessions." % R.randint(2, 8))))
    if chance(0.3):
        events.append((c.accident, F("Injury reported: %s; vehicle " % ch(["motor vehicle collision", "rear-ended in traffic"]),
                                     ("VEHICLE", c.plate), ".")))
    events.sort(key=lambda e: e[0])
    for d, fr in events:
        n.t("  ")
        n.f("{DATE:d}", dict(d=D(c, d, ch(["num", "num", "full"]))))
        n.t(" - ")
        n.fr(fr)
        n.t("\n")
    n.t("\nANALYSIS\n")
    if pre:
        n.t("The GP entry predates cover and describes %s in the same anatomical area / system. " % ch(["symptoms", "treatment", "advice"]))
        n.t(ch(["Under moratorium rules the member would need two continuous years free of symptoms, treatment and advice; the records show medication issued within that period.",
                "The signs-and-symptoms test is met: a medical practitioner appointed by the fund considers the ailment existed in the six months before joining.",
                "The condition was not declared on the application although the question was asked directly.",
                "Treatment within the 90-day look-back period brings the pre-existing limitation into effect."]))
    else:
        n.t("No consultation, medication or advice for this condition is recorded before cover started. The earliest relevant entry postdates joining.")
    n.t(" Medical adviser input: ")
    n.fr(dr(c.adviser, c, "formal"))
    n.t(" %s.\n" % ch(["agrees", "concurs with the analysis", "considers the earlier entry unrelated", "suggests obtaining hospital records"]))
    n.t("\nOUTCOME: %s\n" % (ch(["Exclusion applies - decline claim", "Exclusion applies - decline; personal exclusion to be added at renewal"])
                            if pre else ch(["Exclusion does not apply - proceed with claim", "No exclusion - authorise"])))
    if chance(0.5):
        n.f("Letter to member: {DATE:d}. Appeal rights and %s details included.\n" % P.OMBUDSMAN[c.country].split(" (")[0],
            dict(d=D(c, c.today + dt.timedelta(days=R.randint(0, 3)), "num")))
    n.f("Reviewed by {USERNAME:u}\n", dict(u=c.assessor_user))
