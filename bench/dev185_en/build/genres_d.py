"""Genres: claim status summary, certificate of capacity / work status report, ergonomic worksite assessment."""
import datetime as dt

import genres_e
import pools as P
from common import (pick, write_addr, idnum, license_no, email, username, ipaddr, url, digits, account, fmt_time, plate)
from blocks import (letterhead, sign_doc, sign_other, pt_block, age_phrase, wt, portal_footer, NURSE_CRED, PT_CRED,
                    doc_lic_label, doc_license)


def money(rng, lo, hi):
    v = rng.randrange(lo * 100, hi * 100) / 100.0
    return "${:,.2f}".format(v)


# ------------------------------------------------------------------ claim status summary
def claim_summary(rng, c, n):
    if rng.random() < 0.3:
        return genres_e.claim_memo(rng, c, n)
    adj, ncm, doc, att = c.person(), c.person(), c.person(), c.person()
    pr = c.base
    u = username(rng, adj.first, adj.last)
    n.f("{ins:ORGANIZATION}\n", ins=c.insurer)
    n.f("CLAIM STATUS SUMMARY{pad}Printed {d:DATE} {t} by {u:USERNAME}\n", pad=pick(rng, ["    ", "  |  ", "\n"]), d=c.d(pr), t=fmt_time(rng), u=u)
    n.t("=" * 62 + "\n")
    n.f("Claim no.      : {cl:IDNUM}\n", cl=c.claim)
    n.t("Status         : " + pick(rng, ["OPEN - accepted, lost time", "OPEN - medical only", "DISPUTED - pending IME", "CLOSED - benefits ceased",
                                          "OPEN - RTW modified duties", "REOPENED"]) + "\n")
    n.f("Claimant       : {nm:PATIENT}\n", nm=c.pt.LF() if rng.random() < 0.6 else c.pt.fml())
    n.f("DOB / Age      : {dob:DATE} / {ag:AGE}\n", dob=c.d(c.dob), ag=c.age)
    if rng.random() < 0.7:
        n.f("{lab}: {ss:SSN}\n", lab={"US": "SSN            ", "CA": "SIN            ", "AU": "CRN            "}[c.country], ss=c.ssn)
    n.t("Address        : ")
    write_addr(n, c.home, rng, oneline=True, country=pick(rng, P.COUNTRY_NAME[c.country]) if rng.random() < 0.4 else None)
    n.f("\nPhone          : {p:PHONE}   Email: {em:EMAIL}\n", p=c.phone(), em=email(rng, c.pt.first, c.pt.last))
    n.f("Occupation     : {job:PROFESSION}\n", job=c.job)
    n.f("Employer       : {emp:ORGANIZATION}  (policy {po:HEALTHPLAN})\n", emp=c.emp, po=c.policy)
    n.f("Location       : {ci:CITY}, {st:STATE}\n", ci=c.emp_addr["city"], st=c.region[1])
    doi = c.doi
    n.f("Date of injury : {a:DATE}   Reported: {b:DATE}   Accepted: {cc:DATE}\n", a=c.d(doi), b=c.d(doi + dt.timedelta(days=rng.randrange(0, 5))),
        cc=c.d(doi + dt.timedelta(days=rng.randrange(6, 30))))
    n.t("Injury         : " + c.injury[0] + " / " + c.injury[2] + "\n")
    n.t("Cause          : " + c.mech + "\n")
    n.f("Treating       : Dr {d:DOCTOR}, {cl:HOSPITAL}", d=doc.fi_last(), cl=c.clinic)
    if c.country == "US":
        n.f("  NPI {np:LICENSE}", np=license_no(rng, "npi"))
    n.t("\n\nBENEFITS\n")
    wk = money(rng, 420, 1600)
    p0 = doi + dt.timedelta(days=rng.randrange(3, 8))
    p1 = pr - dt.timedelta(days=rng.randrange(1, 14))
    n.t("  Wage loss (" + pick(rng, ["TTD", "TTD", "LOE", "weekly comp", "TPD"]) + ") " + wk + "/wk  paid ")
    n.s(c.d(p0), "DATE")
    n.t(" to ")
    n.s(c.d(p1), "DATE")
    n.t("\n  Medical paid " + money(rng, 800, 42000) + "   Indemnity paid " + money(rng, 1500, 60000) + "\n")
    n.t("  Reserve (total incurred) " + money(rng, 10000, 180000) + "\n")
    if c.country == "AU":
        n.f("  EFT payee BSB {b:ACCOUNT} acct {ac:ACCOUNT}\n", b="%s-%s" % (digits(rng, 3), digits(rng, 3)), ac=digits(rng, 8))
    else:
        n.f("  EFT payee account {ac:ACCOUNT}\n", ac="%s-%s-%s" % (digits(rng, 3), digits(rng, 5), digits(rng, 7)))
    n.t("\nPARTIES\n")
    n.f("  Adjuster   {a:FAMILY}  {p:PHONE}  {em:EMAIL}\n", a=adj.full(), p=c.phone(ext=True), em=email(rng, adj.first, adj.last))
    n.f("  NCM        {m:DOCTOR}, {cr}\n", m=ncm.full(), cr=pick(rng, NURSE_CRED[c.country]))
    if rng.random() < 0.5:
        n.f("  Attorney   {at:FAMILY}, {lf:ORGANIZATION}  fax {fx:FAX}\n", at=att.full(), lf=pick(rng, P.LAW_FIRMS), fx=c.phone())
    n.t("\nRECENT ACTIVITY\n")
    acts = [
        lambda: n.f("IME Dr {i:DOCTOR} - MMI, {w}% WPI", i=c.person().last, w=rng.randrange(0, 15)),
        lambda: n.f("WSR rec'd - modified duty {h}h/day", h=rng.randrange(4, 8)),
        lambda: n.f("MRI authorised ({im:HOSPITAL}), auth {au:IDNUM}", im=pick(rng, P.IMAGING), au=idnum(rng, "other")),
        lambda: n.f("Surveillance conducted at claimant's residence ({st:STREET})", st=c.home["street"]),
        lambda: n.f("Employer confirmed RTW offer, contact {e:FAMILY}", e=c.person().full()),
        lambda: n.f("Physio invoice {iv:ACCOUNT} paid", iv=account(rng)),
        lambda: n.f("Claimant travelled to {co:COUNTRY} for family matter, benefits suspended 2 wks", co=pick(rng, ["Mexico", "India", "Philippines", "Vietnam", "Poland", "Fiji", "Ireland"])),
        lambda: n.f("Pharmacy {ph:HOSPITAL} bill reviewed vs formulary", ph=pick(rng, P.PHARMACIES)),
    ]
    d = pr - dt.timedelta(days=rng.randrange(30, 60))
    for i in sorted(rng.sample(range(len(acts)), rng.randrange(3, 6))):
        d = d + dt.timedelta(days=rng.randrange(2, 9))
        n.t("  ")
        n.s(c.d(d, "md_us" if c.country == "US" else pick(rng, ["md_au", c.style])), "DATE")
        n.t("  ")
        acts[i]()
        n.t("\n")
    n.f("\nNext diary: {d:DATE}\nClaimant self-service: {u:URL}\n", d=c.d(pr + dt.timedelta(days=rng.randrange(7, 30))), u=url(rng))
    if rng.random() < 0.4:
        n.f("Session {ip:IPADDR}\n", ip=ipaddr(rng))


# ------------------------------------------------------------------ certificate of capacity / work status
def certificate(rng, c, n):
    if c.country == "US" and rng.random() < 0.5:
        return genres_e.work_status_slip(rng, c, n)
    doc = c.person()
    seen = c.base
    title = {"US": ["PHYSICIAN'S REPORT OF WORK ABILITY / WORK STATUS", "Attending Physician Work Status Report"],
             "CA": ["FUNCTIONAL ABILITIES FORM FOR PLANNING EARLY AND SAFE RETURN TO WORK", "Physician's Progress Report - Work Status"],
             "AU": ["CERTIFICATE OF CAPACITY", "WorkCover Certificate of Capacity", "Certificate of Capacity / Certificate of Fitness"]}[c.country]
    n.t(pick(rng, title) + "\n")
    n.t(pick(rng, ["[ ] Initial   [x] Progress   [ ] Final\n", "[x] Initial  [ ] Progress  [ ] Final\n", "Type: Progress\n"]))
    n.t("\n1. WORKER\n")
    n.f("Name: {nm:PATIENT}   DOB: {dob:DATE}\n", nm=c.pt.form(rng, ("full", "LF", "fml")), dob=c.d(c.dob))
    n.t("Address: ")
    write_addr(n, c.home, rng, oneline=True, upper_city=c.country == "AU")
    n.f("\nPhone: {p:PHONE}   Claim no.: {cl:IDNUM}\n", p=c.phone(), cl=c.claim)
    if rng.random() < 0.5:
        n.f("Practice patient ID: {mr:MRN}\n", mr=c.mrn)
    n.f("{lab} {hc:HEALTHPLAN}\n", lab={"US": "Health plan ID:", "CA": "Health card #:", "AU": "Medicare no.:"}[c.country], hc=c.hc)
    n.f("Occupation: {job:PROFESSION}   Employer: {emp:ORGANIZATION}\n", job=c.job, emp=c.emp)
    n.t("\n2. INJURY\n")
    n.f("Date of injury: {d:DATE}   First seen for this injury: {d2:DATE}\n", d=c.d(c.doi), d2=c.d(c.doi + dt.timedelta(days=rng.randrange(0, 4))))
    n.t("Diagnosis: " + c.injury[2] + ", " + c.injury[0] + pick(rng, [" (ICD-10 S33.5)", " (S43.4)", "", " (M75.1)", " (S83.2)"]) + "\n")
    n.t("Consistent with worker's description of mechanism: " + pick(rng, ["Yes", "Yes", "Uncertain"]) + "\n")
    n.f("Date of this examination: {d:DATE}\n", d=c.d(seen))
    n.t("\n3. CAPACITY\n")
    cap = rng.randrange(3)
    a, b = seen, seen + dt.timedelta(days=rng.randrange(7, 29))
    if cap == 0:
        n.t("[x] has no current work capacity for any employment from ")
    elif cap == 1:
        n.t("[x] has capacity for some type of employment (suitable duties) from ")
    else:
        n.t("[x] fit for pre-injury duties from ")
    n.s(c.d(a), "DATE")
    n.t(" to ")
    n.s(c.d(b), "DATE")
    n.t("\n")
    if cap == 1:
        n.t("Hours: %d hrs/day, %d days/wk\n" % (rng.randrange(3, 9), rng.randrange(3, 6)))
        n.t("Lift: " + wt(c, rng.randrange(2, 15)) + " max; Sit: " + pick(rng, ["30 min", "unrestricted", "1 h"]) + "; Stand: " +
            pick(rng, ["20 min", "unrestricted", "45 min"]) + "; Push/pull: " + pick(rng, ["nil", "light", "< 10 kg force"]) + "\n")
        n.t("Other: " + pick(rng, ["no use of R hand", "keyboard max 20 min/h", "no driving heavy vehicles", "no climbing", "sling on at work"]) + "\n")
    n.t("\n4. MANAGEMENT PLAN\n")
    n.t(pick(rng, ["Physio 2x/wk", "Hand therapy", "Continue analgesia: " + pick(rng, P.MEDS), "Refer ortho", "Graded exercise"]) + "; ")
    n.f("referred to {rc:HOSPITAL}\n", rc=pick(rng, P.REHAB_CLINICS + P.IMAGING))
    n.f("Next review: {d:DATE}\n", d=c.d(b - dt.timedelta(days=rng.randrange(0, 3))))
    n.t("Discussed with employer/RTW coordinator: ")
    if rng.random() < 0.5:
        n.f("yes - spoke with {e:FAMILY} on {p:PHONE}\n", e=c.person().full(), p=c.phone())
    else:
        n.t("no\n")
    n.t("\n5. MEDICAL PRACTITIONER\n")
    n.f("Name: Dr {d:DOCTOR}\n", d=doc.full())
    lab, kind = doc_lic_label(c)
    n.f("{lb}: {li:LICENSE}\n", lb=lab, li=doc_license(c, kind))
    n.f("Practice: {pr:HOSPITAL}\n", pr=c.clinic)
    write_addr(n, c.clinic_addr, rng, oneline=True, upper_city=c.country == "AU")
    n.f("\nPh {p:PHONE}   Fax {f:FAX}\n", p=c.phone(), f=c.phone())
    n.f("Signature: ________  Date: {d:DATE}\n", d=c.d(seen))
    n.t("\n6. WORKER DECLARATION\n")
    n.f("I, {nm:PATIENT}, consent to my treating practitioner sharing information about this injury with my employer, insurer and "
        "{rb}. Signed {d:DATE}\n", nm=c.pt.full(), rb=c.reg_body, d=c.d(seen))
    if rng.random() < 0.4:
        portal_footer(n, c, doc, seen)


# ------------------------------------------------------------------ ergonomic assessment
def ergo(rng, c, n):
    ot, mgr = c.person(), c.person()
    v = c.base
    org = pick(rng, P.REHAB_ORGS)
    n.f("{o:ORGANIZATION}\n", o=org)
    n.f("Ph {p:PHONE}  |  {em:EMAIL}\n\n", p=c.phone(), em=email(rng, "referrals", org.split()[0]))
    n.t(pick(rng, ["ERGONOMIC WORKSITE ASSESSMENT", "Workstation Ergonomic Assessment Report", "JOB SITE ANALYSIS & ERGONOMIC REVIEW",
                   "Physical Demands / Ergonomic Assessment"]) + "\n\n")
    pt_block(n, c, fields=("name", "claim", "emp", "job"))
    n.t("Site: ")
    write_addr(n, c.emp_addr, rng, oneline=True)
    if rng.random() < 0.5:
        n.f("\nArea: {b:LOCATION_OTHER}, level {lv}", b=pick(rng, P.NAMED_PLACES), lv=rng.randrange(1, 6))
    else:
        n.f("\nArea: Building {b:LOCATION_OTHER}, {ar}", b=str(rng.randrange(1, 20)), ar=pick(rng, ["dispatch office", "control room", "admin block", "east wing"]))
    n.f(", workstation {ws:LOCATION_OTHER}\n", ws=pick(rng, ["3.14", "W-22", "12B", "41", "CR-2", "L4-07"]))
    n.f("Manager present: {m:FAMILY} ({r})\n", m=mgr.full(), r=pick(rng, ["Team Leader", "Warehouse Manager", "Office Manager", "Production Supervisor"]))
    n.f("Date of visit: {d:DATE}  {t}\n", d=c.d(v), t=fmt_time(rng))
    n.f("Assessor: {o:DOCTOR}, {cr}\n\n", o=ot.full(), cr=pick(rng, PT_CRED[c.country]))
    n.t("REASON FOR REFERRAL\n")
    n.t("Worker reports " + c.injury[2] + " (" + c.injury[0] + ") following " + c.mech + "; assessment requested to identify "
        "suitable duties and workstation modifications.\n\n")
    n.t("TASK OBSERVATIONS\n")
    tasks = rng.sample(["keyboard/mouse %d%% of shift" % rng.randrange(30, 90), "phone %d%%" % rng.randrange(5, 40),
                        "picking from floor-level racking, ~%d picks/h" % rng.randrange(40, 140), "scanning and labelling cartons",
                        "pushing pallet jack, est. initial force %d kg" % rng.randrange(15, 35), "overhead reaching to top shelf (1.9 m)",
                        "sustained neck flexion at inspection bench", "driving forklift ~4 h/shift"], 4)
    for t in tasks:
        n.t("  * " + t + "\n")
    n.t("\nMEASUREMENTS\n")
    n.t("Chair seat height %d cm (adj %d-%d); desk %d cm; monitor top %s eye level; viewing distance %d cm\n" % (
        rng.randrange(42, 54), rng.randrange(38, 44), rng.randrange(50, 58), rng.randrange(68, 78),
        pick(rng, ["at", "5 cm above", "8 cm below"]), rng.randrange(45, 80)))
    n.t("RULA grand score %d (%s); REBA %d\n" % (rng.randrange(3, 8), pick(rng, ["investigate further", "change soon", "investigate & change now"]),
                                              rng.randrange(2, 11)))
    n.t("Lighting %d lux; noise %d dB(A) LAeq\n\n" % (rng.randrange(250, 700), rng.randrange(55, 88)))
    n.t("RECOMMENDATIONS\n")
    sup = pick(rng, ["Ergoline Supplies", "OfficeFit Direct", "WorkRight Equipment", "PostureCo"])
    items = rng.sample([("Sit-stand desk", 650, 1200), ("Adjustable chair w/ lumbar support", 300, 900), ("Monitor arm", 90, 250),
                        ("Vertical mouse", 40, 120), ("Anti-fatigue mat", 60, 180), ("Headset", 80, 250), ("Lift-assist trolley", 400, 1500)], 3)
    for name, lo, hi in items:
        n.t("  - %s  approx %s  " % (name, money(rng, lo, hi)))
        n.t("(supplier: ")
        n.s(sup, "ORGANIZATION")
        n.t(")\n")
    n.t("  - micro-breaks 30 s every 20 min; job rotation with " + pick(rng, ["dispatch", "returns", "QA", "reception"]) + "\n")
    n.f("\nFollow-up phone review with worker ({p:PHONE}) on {d:DATE}.\n", p=c.phone(), d=c.d(v + dt.timedelta(days=rng.randrange(14, 35))))
    n.f("Copy to case manager {cm:DOCTOR} at {ins:ORGANIZATION}.\n\n", cm=c.person().full(), ins=c.insurer)
    lab = {"US": "Lic #", "CA": "Reg #", "AU": "AHPRA"}[c.country]
    lic = "OCC000" + digits(rng, 7) if c.country == "AU" else digits(rng, rng.randrange(5, 8))
    sign_other(n, c, ot, PT_CRED, lab, lic)
    n.f("Report {r:IDNUM}  |  invoice {iv:ACCOUNT}\n", r=idnum(rng, "other"), iv=account(rng))
