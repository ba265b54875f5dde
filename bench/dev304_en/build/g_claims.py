"""Genres: claim assessment summary, hospital invoice query, benefit statement."""
import datetime as dt
import pools as P
from case import addr_frag, dr, pt, pt_title, phone, new_person
from clinical import code_label, MEDS, US_TOWNS, US_HOSP, US_BASE, US_DX
from common import (auth, member_no_label, group_label, D, letterhead, member_address, salutation,
                    staff_sig, holder_frag, age_frag, money_c, nat_item, timestamp)
from core import F, R, ch, chance, wch, hhmm, digits, letters

UW = ["Moratorium", "Full Medical Underwriting", "Continued Personal Medical Exclusions", "Medical History Disregarded",
      "Switch (CPME)"]


def _lines(c, when_adm, when_dis):
    pr = c.pr
    k = {"GB": 1.0, "IE": 1.15, "AU": 1.9, "NZ": 2.0, "CA": 1.8}[c.country]
    lab, code = code_label(c.country, pr)
    rows = []
    rows.append((when_adm - dt.timedelta(days=R.randint(9, 45)), "CONS-1" if c.country != "AU" else "104", "Initial specialist consultation", 250 * k))
    if pr["fee"]:
        rows.append((when_adm, code, "Surgeon fee - " + pr["name"], pr["fee"] * k * R.uniform(0.9, 1.3)))
    if pr["anaes"]:
        rows.append((when_adm, "ANA-" + code[-3:] if c.country != "AU" else "20" + digits(3), "Anaesthetist fee (ASA %s, %d min)" % (ch(["I", "II", "III"]), R.randint(45, 190)), pr["anaes"] * k * R.uniform(0.9, 1.3)))
    rows.append((when_adm, "HOSP", "Facility charge%s" % (" (%d night%s)" % (pr["los"], "s" if pr["los"] > 1 else "") if pr["los"] else ""), pr["hosp"] * k * R.uniform(0.8, 1.2)))
    if chance(0.6):
        rows.append((when_adm, "PATH", "Pathology: FBC, U&E, CRP, G&S", R.randint(60, 240) * k))
    if chance(0.4):
        rows.append((when_dis, "PHYS", "Inpatient physiotherapy x %d" % R.randint(1, 4), R.randint(80, 300) * k))
    if chance(0.5):
        rows.append((when_dis, "TTO", "Discharge medication: %s" % ch(MEDS), R.randint(12, 90) * k))
    return rows


def gen_claim_assessment(n, c):
    pr = c.pr
    status = wch([("PAID", 4), ("PART-PAID", 3), ("PENDED", 2), ("DECLINED", 1)])
    n.t("%s\n" % ch(["CLAIM ASSESSMENT SUMMARY", "Claim Assessment Summary", "CLAIMS ASSESSMENT - SUMMARY SHEET"]))
    n.f("{ORGANIZATION:i} - internal use only\n\n", dict(i=c.ins_short if chance(0.5) else c.ins_name))
    channel = wch([("portal", 3), ("post", 2), ("email", 2), ("phone", 1), ("EDI", 2)])
    n.f("Claim no: {IDNUM:cl}    Received: {DATE:r}    Channel: %s\n" % channel.replace("portal", "provider portal"),
        dict(cl=c.claim_no, r=D(c, c.claim_recv, "num")))
    if channel == "portal":
        n.f("Submitted by user {USERNAME:u} from IP {IPADDR:ip} at %s\n" % hhmm(), dict(u=c.portal_user, ip=c.ip))
    elif channel == "email":
        n.f("From: {EMAIL:e}\n", dict(e=ch([c.pt_email, c.billing_email])))
    n.f("Assessor: {DOCTOR:a} ({USERNAME:u})    Status: %s\n\n" % status,
        dict(a=c.assessor.name(ch(["full", "fi", "LF"])), u=c.assessor_user))
    n.t("MEMBER\n")
    n.f("Name: {PATIENT:p}   DOB: {DATE:d} (", dict(p=c.pt.name(ch(["LF", "LFU", "lf", "full"])), d=D(c, c.dob, "num")))
    n.fr(age_frag(c, ch(["yrs", "sexshort"])))
    n.t(")\n")
    n.f("%s: {HEALTHPLAN:m}" % member_no_label(c), dict(m=c.member_no))
    if c.corporate:
        n.f("   Group: {ORGANIZATION:e} ({HEALTHPLAN:g})", dict(e=c.employer, g=c.group_no))
    n.t("\n")
    n.f("Plan: %s   Underwriting: %s   Joined: {DATE:j}   Renewal: {DATE:r}\n" % (c.plan, ch(UW)),
        dict(j=D(c, c.policy_start, "num"), r=D(c, c.renewal, "num")))
    ni = nat_item(c)
    if ni and chance(0.5):
        n.f("%s: {%s:x}\n" % (ni[0], ni[1]), dict(x=ni[2]))
    if channel == "phone" or chance(0.25):
        n.f("ID&V: passed (DOB, postcode, voiceprint ID {BIOID:b})\n", dict(b=c.bioid))
    n.t("\nEPISODE\n")
    n.f("Provider: {HOSPITAL:h}, {CITY:t}   %s: {MRN:m}\n" % c.mrn_label, dict(h=c.hosp, t=c.hosp_addr["town"], m=c.mrn))
    n.f("Invoice: {ACCOUNT:i}   Admitted: {DATE:a}   Discharged: {DATE:d}\n",
        dict(i=c.invoice_no, a=D(c, c.adm, "num"), d=D(c, c.dis, "num")))
    if pr["los"] and chance(0.6):
        n.f("Ward: {HOSPITAL:w}, room {LOCATION_OTHER:r}\n", dict(w=c.ward, r=c.room))
    n.t("Treating specialist: ")
    n.fr(dr(c.cons, c, "full"))
    n.f(" ({LICENSE:p})\n", dict(p=c.cons_prov))
    if pr["anaes"]:
        n.t("Anaesthetist: ")
        n.fr(dr(c.anaes, c, "full"))
        n.t("\n")
    lab, code = code_label(c.country, pr)
    n.t("Diagnosis: %s [%s]   Procedure: %s [%s %s]\n" % (pr["diag"], pr["icd"], c.proc, lab, code))
    if chance(0.6):
        n.f("Pre-%s: {IDNUM:p} (matched)\n" % auth(c), dict(p=c.preauth_no))
    if pr["implant"] and chance(0.7):
        n.f("Implant: %s (%s), SN {DEVICE:s}\n" % pr["implant"], dict(s=c.dev_sn))
    if chance(0.18):
        n.t("\nOVERSEAS EMERGENCY\n")
        ob = c.adm - dt.timedelta(days=R.randint(20, 90))
        n.f("Member taken ill while on holiday in {COUNTRY:c}; emergency admission to {HOSPITAL:h} on {DATE:a}, "
            "repatriated {DATE:b}. Overseas invoice in local currency; assistance case {IDNUM:x}.\n",
            dict(c=c.abroad, h=c.abroad_hosp, a=D(c, ob, "num"), b=D(c, ob + dt.timedelta(days=R.randint(2, 9)), "num"),
                 x="AS-" + digits(7)))
    accident = chance(0.3)
    if accident:
        n.t("\nACCIDENT / THIRD PARTY\n")
        n.f("Injury date: {DATE:a}. Member states %s in {CITY:t}. " % ch(
            ["rear-end collision while stationary at lights", "collision at a roundabout", "side impact at a junction",
             "knocked off bicycle by a reversing van"]), dict(a=D(c, c.accident), t=ch(P.TOWNS[c.country])[0]))
        n.f("Member vehicle {VEHICLE:v}; third-party vehicle {VEHICLE:w}.", dict(v=c.plate, w=c.plate2))
        if chance(0.5):
            n.f(" Driver licence {LICENSE:l} on claim form.", dict(l=c.dl))
        n.t(" Recovery flag set; %s.\n" % ch(["solicitor details awaited", "third-party insurer notified",
                                           "ACC cover confirmed for the injury component" if c.country == "NZ" else "undertaking form sent to member"]))
    n.t("\nLINE ITEMS\n")
    n.t("%-12s | %-8s | %-44s | %10s | %10s\n" % ("Date", "Code", "Description", "Charged", "Benefit"))
    total_c = total_b = 0.0
    for d, cd, desc, amt in _lines(c, c.adm, c.dis):
        ben = amt if status == "PAID" else (amt * R.choice([1, 1, 0.85, 0.7]) if status == "PART-PAID" else 0.0)
        total_c += amt
        total_b += ben
        ds = D(c, d, "num")
        n.f("{DATE:d}", dict(d=ds))
        n.t(" " * max(0, 12 - len(ds)))
        n.t(" | %-8s | %-44s | %10s | %10s\n" % (cd, desc[:44], "{:,.2f}".format(amt), "{:,.2f}".format(ben)))
    n.t("Totals: charged %s, benefit %s\n" % (money_c(c, total_c), money_c(c, total_b)))
    n.t("\nASSESSMENT NOTES\n")
    d1 = c.claim_recv
    n.fr(timestamp(c, d1))
    n.t(" - Claim registered; %s.\n" % ch(["all invoices received", "surgeon invoice outstanding", "hospital EDI claim matched",
                                         "claim form signed by member"]))
    d2 = d1 + dt.timedelta(days=R.randint(1, 4))
    n.fr(timestamp(c, d2))
    if status == "PAID":
        n.t(" - Treatment matches authorisation; codes and fees within schedule. Excess %s applied.\n"
            % money_c(c, ch([0, 100, 250])))
    elif status == "PART-PAID":
        n.t(" - Surgeon invoice exceeds schedule by %s; shortfall advised to member. " % money_c(c, R.randint(3, 40) * 25))
        n.t("Additional night not authorised.\n" if pr["los"] else "Follow-up consultation outside benefit limit.\n")
    elif status == "PENDED":
        n.t(" - Pended: request GP records from ")
        n.f("{HOSPITAL:g} (", dict(g=c.gp_practice))
        n.fr(dr(c.gp, c, "formal"))
        n.f("), fax {FAX:f}; symptom date on claim form ({DATE:s}) predates joining.\n",
            dict(f=c.gp_fax, s=D(c, c.onset, "part")))
    else:
        n.t(" - Declined: %s. Letter issued to member.\n" % ch(["pre-existing condition per GP records", "outpatient limit exhausted",
                                                             "treatment not authorised and not medically necessary"]))
    if chance(0.5):
        n.fr(timestamp(c, d2 + dt.timedelta(days=R.randint(0, 3))))
        n.t(" - Call from ")
        if chance(0.5):
            n.fr(dr(c.sec, c, "bare"))
            n.t(" (consultant's secretary)")
        else:
            n.f("member's %s {FAMILY:f}" % c.rel, dict(f=c.fam.name(ch(["full", "first"]))))
        n.f(" on {PHONE:p} re payment timescale; advised 5 working days.\n", dict(p=ch([c.cons_phone, c.fam_phone])))
    if status in ("PAID", "PART-PAID"):
        n.t("\nPAYMENT\n")
        n.f("Provider payment by EFT on {DATE:d}, remittance {ACCOUNT:r}.\n",
            dict(d=D(c, c.decision, "num"), r="RA" + digits(7)))
        if chance(0.5):
            n.f("Member reimbursement to bank account ending {ACCOUNT:b}.\n", dict(b=c.bank_last4))
    n.f("\nSigned off: {USERNAME:u} {DATE:d}\n", dict(u=c.assessor_user, d=D(c, c.decision, "num")))


# ------------------------------------------------------------ invoice query
def _invoice_abroad(n, c):
    town, st = ch(US_TOWNS)
    hosp = ch(US_HOSP)
    dxname, icd, dx_items = ch(US_DX)
    items = R.sample(US_BASE, R.randint(2, 4)) + dx_items
    items.sort(key=lambda x: x[0])
    letterhead(n, c, dept=ch(["Travel & Out-of-Country Claims", "Emergency Travel Medical Claims"]))
    n.t(ch(["OUT-OF-COUNTRY HOSPITAL INVOICE REVIEW", "Out-of-Country Claim - Invoice Query"]) + "\n")
    n.f("Date: {DATE:d}   Claim: {IDNUM:cl}   Assistance case: {IDNUM:a}\n\n", dict(
        d=D(c, c.today), cl=c.claim_no, a="AS-" + digits(7)))
    n.f("Insured: {PATIENT:p}   DOB: {DATE:d}\n", dict(p=c.pt.name(ch(["full", "LF", "LFU"])), d=D(c, c.dob, "num")))
    n.f("Plan member ID: {HEALTHPLAN:m}   Group: {HEALTHPLAN:g}\n", dict(m=c.member_no, g=c.group_no))
    if c.nat:
        n.f("%s: {%s:x}\n" % (c.nat[1], c.nat[0]), dict(x=c.nat[2]))
    dep = c.adm - dt.timedelta(days=R.randint(5, 60))
    n.f("Trip: departed {DATE:a}, planned return {DATE:b}\n", dict(a=D(c, dep, "num"), b=D(c, dep + dt.timedelta(days=R.randint(70, 160)), "num")))
    n.f("Facility: {HOSPITAL:h}, {CITY:t}, {STATE:s}, {COUNTRY:u}\n", dict(h=hosp, t=town, s=st, u=ch(["United States", "USA", "U.S.A"])))
    n.f("Facility account: {ACCOUNT:a}   Facility MRN: {MRN:m}\n", dict(a=c.acct_no, m="M" + digits(8)))
    los = R.randint(2, 7)
    n.f("Admitted via ER: {DATE:a} %s   Discharged: {DATE:b}\n" % hhmm(), dict(a=D(c, c.adm, "num"), b=D(c, c.adm + dt.timedelta(days=los), "num")))
    doc = new_person(c)
    n.f("Attending physician: Dr. {DOCTOR:d}\nDiagnosis: %s (%s)\n\n" % (dxname, icd), dict(d=doc.name(ch(["full", "fi"]))))
    n.t("%-6s %-40s %12s %12s\n" % ("Code", "Description", "Billed USD", "Allowed USD"))
    tb = ta = 0.0
    for code, desc, amt in items:
        a = amt * R.uniform(0.8, 1.4)
        al = a * R.uniform(0.35, 0.7)
        tb += a
        ta += al
        n.t("%-6s %-40s %12s %12s\n" % (code, desc, "{:,.2f}".format(a), "{:,.2f}".format(al)))
    n.t("%-6s %-40s %12s %12s\n\n" % ("", "TOTAL", "{:,.2f}".format(tb), "{:,.2f}".format(ta)))
    n.t("Allowed amounts reflect network repricing. We need the following before we can finalise payment:\n")
    codes = [x[0] for x in items]
    qs = [F("The UB-04 itemised bill; the summary invoice does not show daily room charges.")]
    if "84484" in codes:
        qs.append(F("Clarification of two troponin panels billed for ", ("DATE", D(c, c.adm, "dm")), " at the same time."))
    if "0200" in codes:
        qs.append(F("ICU days billed (%d) exceed the ICU stay recorded in the nursing notes (%d)." % (R.randint(2, 4), 1)))
    if "A0427" in codes:
        qs.append(F("Ambulance mileage of %d miles from the hotel appears high." % R.randint(18, 60)))
    qs += [F("Room and board billed for ", ("DATE", D(c, c.adm + dt.timedelta(days=los), "dm")), ", the day of discharge."),
          F("Pre-existing condition stability clause: records from the insured's family physician, ", dr(c.gp, c, "formal"),
            " at ", ("HOSPITAL", c.gp_practice), ", for the 90 days before ", ("DATE", D(c, dep)), ".")]
    for i, q in enumerate(R.sample(qs, min(len(qs), R.randint(3, 4))), 1):
        n.t("%d. " % i)
        n.fr(q)
        n.t("\n")
    n.t("\nThe provincial plan pays its out-of-country daily rate for the inpatient days; the balance is assessed under the "
        "emergency travel benefit, subject to the $%d deductible.\n" % ch([0, 100, 250]))
    n.t("Please send records to ")
    n.f("{EMAIL:e} or fax {FAX:f}, quoting {IDNUM:cl}.\n", dict(e="travelclaims@" + c.ins_host, f=c.ins_fax, cl=c.claim_no))
    staff_sig(n, c, c.assessor, ch(["Out-of-Country Claims Examiner", "Travel Claims Specialist"]), phone=c.mgr_phone)


def gen_invoice_query(n, c):
    pr = c.pr
    if c.country == "CA":
        return _invoice_abroad(n, c)
    k = {"GB": 1.0, "IE": 1.15, "AU": 1.9, "NZ": 2.0, "CA": 1.8}[c.country]
    memo = chance(0.5)
    if memo:
        n.t("%s\n\n" % ch(["HOSPITAL INVOICE QUERY", "INVOICE QUERY - ITEMISED BILL REVIEW", "Hospital Account Query"]))
        n.f("To: Accounts Receivable, {HOSPITAL:h}\nAttn: {DOCTOR:b}\n", dict(h=c.hosp, b=c.billing.name(ch(["full", "fi"]))))
        n.f("From: {DOCTOR:a}, Claims Technical Team, {ORGANIZATION:i}\n", dict(a=c.assessor.name("full"), i=c.ins_name))
        n.f("Date: {DATE:d}\nOur ref: {IDNUM:r}\n\n", dict(d=D(c, c.today, "num"), r=c.claim_no))
    else:
        letterhead(n, c, dept="Hospital Claims")
        n.f("{DATE:d}\n\n", dict(d=D(c, c.today, "long")))
        n.f("{DOCTOR:b}\nPatient Accounts\n{HOSPITAL:h}\n", dict(b=c.billing.name("full"), h=c.hosp))
        n.fr(addr_frag(c.hosp_addr, "lines"))
        n.f("\nBy email: {EMAIL:e}\n\n", dict(e=c.billing_email))
    n.f("Patient: {PATIENT:p}   DOB: {DATE:d}\n", dict(p=c.pt.name(ch(["full", "LF", "fml"])), d=D(c, c.dob, "num")))
    n.f("%s: {MRN:m}   Invoice no: {ACCOUNT:i}   Account: {ACCOUNT:a}\n" % c.mrn_label,
        dict(m=c.mrn, i=c.invoice_no, a=c.acct_no))
    n.f("%s: {HEALTHPLAN:h}\n" % member_no_label(c), dict(h=c.member_no))
    n.f("Admission: {DATE:a} - Discharge: {DATE:d}", dict(a=D(c, c.adm), d=D(c, c.dis)))
    if pr["los"]:
        n.f(" ({HOSPITAL:w}, room {LOCATION_OTHER:r})", dict(w=c.ward, r=c.room))
    n.t("\nConsultant: ")
    n.fr(dr(c.cons, c, "full"))
    n.t("\n\n")
    if not memo:
        n.t("Dear ")
        n.f("{DOCTOR:b},\n\n", dict(b=c.billing.name(ch(["first", "full"]))))
    n.t("We have reviewed the itemised account for the above admission against the %s and the clinical notes provided. "
        "Before we can settle the account we need clarification of the following items:\n\n"
        % ch(["agreed package price", "provider agreement schedule", "theatre record and anaesthetic chart"]))
    items = []
    if pr["implant"]:
        model, ref = pr["implant"]
        items.append(F("Prosthesis: %s (%s), serial no. " % (model, ref), ("DEVICE", c.dev_sn),
                       ", billed at %s. The implant register entry for " % money_c(c, R.randint(900, 4200) * k),
                       ("DATE", D(c, c.adm, "num")), " lists a different serial (", ("DEVICE", c.dev_sn2),
                       "). Please confirm which device was implanted."))
    if pr["fee"]:
        items.append(F("Theatre time: %d minutes charged; the anaesthetic record shows knife-to-skin %s to closure %s "
                   "(%d minutes)." % (R.randint(150, 240), "%02d:%02d" % (R.randint(8, 13), R.randint(0, 59)),
                                      "%02d:%02d" % (R.randint(13, 16), R.randint(0, 59)), R.randint(70, 140))))
    else:
        items.append(F("Therapy programme: %d group sessions charged; the attendance register records %d."
                       % (R.randint(14, 30), R.randint(8, 13))))
    if pr["los"]:
        extra = c.dis + dt.timedelta(days=1)
        items.append(F("Accommodation: an additional night (", ("DATE", D(c, extra, "dm")), ") has been charged. "
                       "The discharge summary records discharge at %s on " % "%02d:%02d" % (R.randint(10, 17), R.randint(0, 59)),
                       ("DATE", D(c, c.dis, "any")), "; please explain the extra bed-day."))
    items.append(F("Drugs: %s x %d charged at %s per unit; %s" % (
        ch(["enoxaparin 40 mg", "ondansetron 4 mg IV", "cefuroxime 1.5 g IV", "paracetamol 1 g IV", "tranexamic acid 1 g IV"]),
        R.randint(4, 30), money_c(c, R.randint(8, 60) * k),
        ch(["the drug chart shows 2 doses.", "this exceeds the agreed tariff.", "the TTO quantity appears duplicated."]))))
    items.append(F("Consumables: '%s' billed separately although included in the procedure package." %
                   ch(["laparoscopic trocar set", "pressure-relief mattress", "arthroscopy pump tubing", "TED stockings x 2 pairs",
                       "PCA pump cassette", "CPM machine hire"])))
    if chance(0.35):
        items.append(F("High-cost item: %s (model %s), asset tag " % (ch(["PCA pump", "cold-therapy unit", "CPM machine"]),
                                                                      ch(["Cryova CT-3", "Flexmotion 4", "InfuMate 200"])),
                       ("DEVICE", letters(2) + digits(6)), ", hired for %d days." % R.randint(2, 6)))
    if chance(0.3) and pr["los"]:
        items.append(F("Room transfer: the account shows transfer to bed ", ("LOCATION_OTHER", c.bed),
                       " on the HDU; no HDU admission appears in the nursing notes."))
    for i, it in enumerate(items, 1):
        n.t("%d. " % i)
        n.fr(it)
        n.t("\n")
    n.t("\nTotal invoiced: %s. Amount queried: %s. The undisputed balance of %s has been paid.\n\n" % (
        money_c(c, pr["hosp"] * k * R.uniform(1.0, 1.3)), money_c(c, R.randint(400, 3200) * k), money_c(c, pr["hosp"] * k * 0.8)))
    n.t("Please respond by ")
    n.f("{DATE:d} to {EMAIL:e} quoting our reference {IDNUM:r}", dict(
        d=D(c, c.today + dt.timedelta(days=ch([10, 14, 21, 28])), ch(["full", "wd"])), e="hospitalclaims@" + c.ins_host,
        r=c.claim_no))
    n.t(". The patient has not been asked to pay any part of the queried amount and should not be billed while this query is open.\n")
    if memo:
        n.f("\n{DOCTOR:a}\nClaims Technical Analyst\nTel {PHONE:p}\n", dict(a=c.assessor.name(ch(["full", "fi"])), p=c.mgr_phone))
    else:
        staff_sig(n, c, c.assessor, "Hospital Claims Analyst", phone=c.mgr_phone, email="hospitalclaims@" + c.ins_host)


# ------------------------------------------------------------ benefit statement
def gen_benefit_statement(n, c):
    k = {"GB": 1.0, "IE": 1.15, "AU": 1.9, "NZ": 2.0, "CA": 1.8}[c.country]
    letterhead(n, c, dept="Member Services")
    n.t(ch(["STATEMENT OF BENEFITS", "Claims and Benefits Statement", "EXPLANATION OF BENEFITS", "Annual Benefit Summary"]) + "\n")
    start = c.today - dt.timedelta(days=R.randint(90, 365))
    n.f("Statement date: {DATE:s}   Period: {DATE:a} to {DATE:b}\n\n", dict(
        s=D(c, c.today), a=D(c, start, "num"), b=D(c, c.today, "num")))
    holder = c.fam if c.holder_is_fam else c.pt
    kind = "FAMILY" if holder is c.fam else "PATIENT"
    n.f("Policyholder: {%s:h}\n" % kind, dict(h=holder.name(ch(["full", "fml", "LF"]))))
    n.fr(addr_frag(c.addr, ch(["lines", "inline"])))
    n.f("\n%s: {HEALTHPLAN:m}   Plan: %s\n" % (member_no_label(c), c.plan), dict(m=c.member_no))
    if c.corporate:
        n.f("Employer scheme: {ORGANIZATION:e} (%s {HEALTHPLAN:g})\n" % group_label(c), dict(e=c.employer, g=c.group_no))
    n.t("People covered: ")
    n.f("{PATIENT:p} (DOB {DATE:d})", dict(p=c.pt.name(ch(["full", "first"])), d=D(c, c.dob, "num")))
    if holder is c.fam:
        n.f(", {FAMILY:f}", dict(f=c.fam.name("full")))
    elif chance(0.6):
        n.f(", {FAMILY:f} (%s)" % c.rel, dict(f=c.fam.name("first")))
    n.t("\n\n")
    n.t("%-11s | %-30s | %-34s | %9s | %9s | %9s\n" % ("Service", "Provider", "Description", "Charged", "Paid", "You pay"))
    n.t("-" * 112 + "\n")
    d = start + dt.timedelta(days=R.randint(3, 30))
    services = [("Specialist consultation", 250, "cons"), ("Physiotherapy", 65, "physio"), ("MRI scan", 420, "hosp"),
                ("Blood tests", 90, "hosp"), ("GP visit (extras)", 60, "gp"), ("Dental - check-up & clean", 180, "dent"),
                ("Optical - lenses", 310, "opt"), ("Psychology session", 190, "psy"), ("Day-case procedure", 2400, "hosp"),
                ("Follow-up consultation", 160, "cons"), ("Prescription (non-PBS)" if c.country == "AU" else "Prescription", 45, "pharm")]
    town = c.addr["town"]
    psy = new_person(c)
    dent = town + ch([" Dental", " Family Dentistry", " Dental Studio"])
    opt = town + ch([" Eyecare", " Optometrists", " Vision Centre"])
    tot = [0.0, 0.0]
    for i in range(R.randint(4, 8)):
        desc, base, who = ch(services)
        amt = base * k * R.uniform(0.8, 1.3)
        paid = amt * ch([1.0, 0.8, 0.75, 0.6, 0.0])
        tot[0] += amt
        tot[1] += paid
        ds = D(c, d, "num")
        n.f("{DATE:d}", dict(d=ds))
        n.t(" " * max(0, 11 - len(ds)) + " | ")
        p0 = n.pos
        if who == "cons":
            n.fr(dr(c.cons, c, "formal"))
        elif who == "gp":
            n.fr(dr(c.gp, c, "formal") if chance(0.5) else F(("HOSPITAL", c.gp_practice)))
        elif who == "physio":
            n.f("{HOSPITAL:h}", dict(h=c.physio_clinic))
        elif who == "hosp":
            n.f("{HOSPITAL:h}", dict(h=ch([c.hosp, c.hosp2])))
        elif who == "dent":
            n.f("{HOSPITAL:h}", dict(h=dent))
        elif who == "opt":
            n.f("{HOSPITAL:h}", dict(h=opt))
        elif who == "psy":
            n.f("{DOCTOR:h}", dict(h=psy.name(ch(["full", "fi"]))))
        else:
            n.f("{HOSPITAL:h}", dict(h=c.pharmacy))
        n.t(" " * max(0, 30 - (n.pos - p0)))
        n.t(" | %-34s | %9s | %9s | %9s%s\n" % (desc, "{:,.2f}".format(amt), "{:,.2f}".format(paid),
                                               "{:,.2f}".format(amt - paid), " *" if paid == 0 else ""))
        d += dt.timedelta(days=R.randint(5, 40))
        if d > c.today:
            d = c.today
    n.t("-" * 112 + "\n")
    n.t("Totals: charged %s, benefits paid %s, your share %s\n" % (money_c(c, tot[0]), money_c(c, tot[1]), money_c(c, tot[0] - tot[1])))
    n.t("* Not payable: %s.\n\n" % ch(["annual limit for this benefit reached", "waiting period applies", "service not covered on your plan",
                                        "claim lodged after 24 months"]))
    n.t("BENEFIT LIMITS (this membership year)\n")
    for lim in R.sample(["Outpatient consultations", "Diagnostic imaging", "Therapies (physio/osteo/chiro)", "Mental health outpatient",
                         "Extras - general dental", "Extras - optical", "Paramedical"], 3):
        cap = R.randint(5, 30) * 100 * k
        used = cap * R.uniform(0.1, 1.0)
        n.t("  %-34s limit %10s   used %10s   remaining %10s\n" % (lim, money_c(c, cap), money_c(c, used), money_c(c, cap - used)))
    if c.country == "AU":
        n.t("\nMedicare benefits (75% of the MBS fee) were paid for in-hospital services; the fund paid the remaining 25% and any no-gap amount.\n")
    n.t("\nPayments to you were made to the account ending ")
    n.f("{ACCOUNT:b}.", dict(b=c.bank_last4))
    if chance(0.4):
        n.f(" Reference {ACCOUNT:r}.", dict(r=c.acct_no))
    n.t("\nQuestions about this statement? Call ")
    n.f("{PHONE:p}", dict(p=c.ins_phone))
    n.t(" or visit ")
    n.f("{URL:u}.\n", dict(u=c.ins_url))
    if chance(0.4):
        n.t("Your renewal date is ")
        n.f("{DATE:r}. ", dict(r=D(c, c.renewal)))
        n.t("Premiums for the coming year are shown in your renewal pack.\n")
