"""Genres: independent medical examination report, functional capacity evaluation, case manager call log."""
import datetime as dt

import pools as P
from common import (pick, write_addr, idnum, license_no, email, username, ipaddr, url, words, digits, account, fmt_time, plate)
from blocks import (letterhead, sign_doc, sign_other, pt_block, age_phrase, wt, NURSE_CRED, PT_CRED, DOC_CRED)


def he_she(c, cap=False):
    s = "he" if c.pt.sex == "M" else "she"
    return s.capitalize() if cap else s


def his_her(c, cap=False):
    s = "his" if c.pt.sex == "M" else "her"
    return s.capitalize() if cap else s


# ------------------------------------------------------------------ IME
def ime_report(rng, c, n):
    adj, imed, spouse = c.person(), c.person(), c.person("F" if c.pt.sex == "M" else "M")
    exam = c.base
    c.doi = exam - dt.timedelta(days=rng.randrange(100, 700))
    rep = exam + dt.timedelta(days=rng.randrange(3, 21))
    org = pick(rng, ["Independent Medical Assessments", "Medico-Legal Consulting Rooms", "IME Services", "Occupational Medicine Associates"])
    clinic = pick(rng, P.CLINICS)
    letterhead(n, c, clinic, addr=c.address(), emailaddr=email(rng, "reports", org.split()[0]) if rng.random() < 0.5 else None)
    n.t("\n" + pick(rng, ["INDEPENDENT MEDICAL EXAMINATION REPORT", "Independent Medical Evaluation", "IME REPORT - CONFIDENTIAL",
                          "INDEPENDENT MEDICAL ASSESSMENT"]) + "\n\n")
    n.f("Date of report: {d:DATE}\nDate of examination: {e:DATE}\n", d=c.d(rep), e=c.d(exam))
    n.f("Referred by: {a:FAMILY}, Claims {r}, {ins:ORGANIZATION}\n", a=adj.full(), r=pick(rng, ["Adjuster", "Consultant", "Specialist"]), ins=c.insurer)
    pt_block(n, c, fields=("name", "dob", "claim", "doi", "emp") + (("mrn",) if rng.random() < 0.4 else ()))
    if rng.random() < 0.35:
        interp = c.person()
        n.f("Interpreter: {i:FAMILY} ({lng}), accreditation {ac:LICENSE}\n", i=interp.full(),
            lng=pick(rng, ["Vietnamese", "Spanish", "Punjabi", "Arabic", "Portuguese", "Tagalog"]), ac=license_no(rng, "cert"))
    n.f("Identity confirmed with {idt} {dl:LICENSE}. Consent obtained; examinee advised no therapeutic relationship.\n\n",
        idt=pick(rng, ["driver licence no.", "driver's license #", "photo ID (DL)"]), dl=license_no(rng, "dl", c.country))
    n.t("RECORDS REVIEWED\n")
    recs = [
        lambda: n.f("- Clinical notes, Dr {d:DOCTOR}, {cl:HOSPITAL}, {a:DATE} - {b:DATE}\n", d=c.person().full(), cl=c.clinic,
                    a=c.d(c.doi), b=c.d(exam - dt.timedelta(days=rng.randrange(7, 30)))),
        lambda: n.f("- MRI {bp}, {im:HOSPITAL}, {a:DATE} (accession {ac:IDNUM}): {f}\n", bp=c.injury[0], im=pick(rng, P.IMAGING),
                    a=c.d(c.doi + dt.timedelta(days=rng.randrange(10, 40))), ac=idnum(rng, "accession"), f=c.injury[1]),
        lambda: n.f("- Physiotherapy progress reports x{k}, {rc:HOSPITAL}\n", k=rng.randrange(2, 9), rc=pick(rng, P.REHAB_CLINICS)),
        lambda: n.f("- ED record, {h:HOSPITAL}, {a:DATE}\n", h=pick(rng, P.HOSPITALS), a=c.d(c.doi)),
        lambda: n.f("- Surveillance footage summary dated {a:DATE}\n", a=c.d(exam - dt.timedelta(days=rng.randrange(10, 60)))),
        lambda: n.f("- Employer's report of injury and job description ({job:PROFESSION})\n", job=c.job),
    ]
    for i in sorted(rng.sample(range(len(recs)), 4)):
        recs[i]()
    n.t("\nHISTORY\n")
    n.f("{t} {ln:PATIENT} is a ", t=c.pt.title(), ln=c.pt.last)
    age_phrase(n, c)
    n.f(" {hand}-hand dominant {job:PROFESSION} who has worked for {emp:ORGANIZATION} since {yr:DATE}. ",
        hand=pick(rng, ["right", "left", "right"]), job=c.job, emp=c.emp, yr=str(c.doi.year - rng.randrange(1, 15)))
    n.f("On {d:DATE} {hs} {m}. {hs2} reported the incident the same day and attended {cl:HOSPITAL}.\n",
        d=c.d(c.doi, pick(rng, ["long_us", "long_au", c.style])), hs=he_she(c), m=c.mech, hs2=he_she(c, True), cl=c.clinic)
    n.t("Treatment to date: " + pick(rng, ["analgesia, physiotherapy x12, one subacromial injection",
                                           "NSAIDs, physio, hydrotherapy; surgical opinion declined",
                                           "arthroscopy, post-op rehab, work conditioning", "chiropractic x6, physio x10, home exercise program"]) + ".\n")
    n.t("Current complaints: pain %d/10 at rest, %d/10 with activity; " % (rng.randrange(1, 6), rng.randrange(4, 10)) +
        pick(rng, ["sleep disturbed 2-3x/night", "intermittent paraesthesia", "stiffness in the mornings ~30 min",
                   "difficulty with overhead tasks"]) + ".\n\n")
    n.t("PAST HISTORY: " + pick(rng, ["Nil relevant.", "Previous low back strain (no time lost).", "Type 2 diabetes, hypertension.",
                                      "Depression, managed by GP."]) + "\nMEDICATIONS: " + ", ".join(rng.sample(P.MEDS, 2)) + "\n")
    n.t("SOCIAL: Lives with " + pick(rng, ["partner ", "spouse ", "wife " if c.pt.sex == "M" else "husband "]))
    n.s(spouse.first, "FAMILY")
    n.t(" (")
    n.s(pick(rng, P.REL_PROF), "PROFESSION")
    n.t(") and ")
    k = rng.randrange(1, 4)
    n.t(words(k) + " child" + ("ren aged " if k > 1 else " aged "))
    ages = sorted(rng.sample(range(2, 19), k), reverse=True)
    for j, a in enumerate(ages):
        if j:
            n.t(" and " if j == k - 1 else ", ")
        n.s(str(a), "AGE")
    n.t(". " + pick(rng, ["Non-smoker.", "Smokes 10/day.", "Alcohol ~6 std drinks/wk.", "Nil alcohol."]))
    if rng.random() < 0.4:
        born = pick(rng, P.COUNTRIES_BORN)
        n.t(" Born in ")
        if born.startswith("the "):
            n.t("the ")
            born = born[4:]
        n.s(born, "COUNTRY")
        n.t(", migrated aged ")
        n.s(str(rng.randrange(4, max(5, c.age - 2))), "AGE")
        n.t(".")
    n.t("\n\n")
    n.t("EXAMINATION\n")
    n.t("Observed to sit for 25 min without apparent distress. Gait normal. ")
    n.t(pick(rng, ["Lumbar flexion to mid-shin, extension 10 deg, SLR 70/80 deg, reflexes 2+ symmetrical.",
                   "Shoulder flexion 140/180, abduction 120/180, ER 45, Hawkins +, Neer +, drop arm -.",
                   "Knee ROM 0-115, effusion trace, McMurray +ve medially, Lachman firm.",
                   "Wrist flex 50, ext 45, grip R 22 kg L 38 kg (Jamar pos 2), Finkelstein -.",
                   "Cervical rotation 60/60, Spurling neg, upper limb neuro intact."]) + " ")
    n.t("Waddell signs %d/5. No muscle wasting (calf/thigh circumference within 1 cm).\n\n" % rng.randrange(0, 4))
    n.t("DIAGNOSIS\n1. " + c.injury[1] + ", " + c.injury[0] + ", work-related.\n2. " +
        pick(rng, ["Deconditioning.", "Chronic pain with sleep disturbance.", "Adjustment disorder - defer to psychiatry.", "Nil other."]) + "\n\n")
    n.t("RESPONSES TO REFERRAL QUESTIONS\n")
    n.t("Q1 Causation: the mechanism described is consistent with the diagnosis; on balance of probabilities the work incident is the "
        "substantial contributing cause.\n")
    n.t("Q2 MMI: ")
    if rng.random() < 0.6:
        n.t("maximum medical improvement was reached as of ")
        n.s(c.d(exam), "DATE")
        n.t(".\n")
    else:
        n.t("not yet; expected within 3-4 months following completion of active rehab.\n")
    n.t("Q3 Impairment: %d%% WPI per AMA Guides %s ed, %s.\n" % (rng.randrange(0, 14), pick(rng, ["5th", "6th"]),
                                                              pick(rng, ["DRE Category II", "Table 15-5 class 1", "Table 16-3", "Table 17-4"])))
    n.t("Q4 Capacity: fit for " + pick(rng, ["sedentary to light work", "modified duties, " + wt(c, rng.randrange(7, 20)) + " lift limit",
                                             "pre-injury duties", "light-medium work, no sustained overhead work"]) + ".\n")
    n.t("Q5 Treatment: " + pick(rng, ["no further passive therapy indicated; independent HEP.", "8 sessions active physio then discharge.",
                                      "orthopaedic review for consideration of arthroscopy.", "pain medicine referral; taper opioids."]) + "\n\n")
    n.t("I confirm I have read the code of conduct for expert witnesses and this report is true to the best of my knowledge.\n\n")
    sign_doc(n, c, imed, role=pick(rng, ["Orthopaedic Surgeon", "Occupational Physician", "Physiatrist (PM&R)", "Sports & Exercise Physician"]))
    ts = c.person()
    n.f("D: {d:DATE}  T: {t:DATE}  {a:DOCTOR}/{b:DOCTOR}\n", d=c.d(rep - dt.timedelta(days=2), "md_us" if c.country == "US" else "md_au"),
        t=c.d(rep - dt.timedelta(days=1), "md_us" if c.country == "US" else "md_au"), a=imed.initials(False), b=ts.initials(False).lower())
    if rng.random() < 0.5:
        n.f("cc: {ins:ORGANIZATION} ({a:FAMILY}) via secure upload {u:URL}\n", ins=c.insurer, a=adj.fi_last(), u=url(rng))


# ------------------------------------------------------------------ FCE
def fce(rng, c, n):
    ev, cm = c.person(), c.person()
    d1 = c.base
    c.doi = d1 - dt.timedelta(days=rng.randrange(50, 400))
    d2 = d1 + dt.timedelta(days=1)
    rc = pick(rng, P.REHAB_CLINICS)
    letterhead(n, c, rc, addr=c.address(), web=url(rng, rc) if rng.random() < 0.4 else None)
    n.t("\n" + pick(rng, ["FUNCTIONAL CAPACITY EVALUATION", "FCE - Summary of Findings", "Functional Capacity Evaluation Report",
                          "JOB-SPECIFIC FCE"]) + "\n")
    pt_block(n, c, fields=rng.sample(["name", "dob", "claim", "emp"], 4) + ["job"] + (["mrn"] if rng.random() < 0.5 else []))
    n.f("Referral: {cm:DOCTOR}, {cr}, {ro:ORGANIZATION}\n", cm=cm.full(), cr=pick(rng, NURSE_CRED[c.country]), ro=pick(rng, P.REHAB_ORGS))
    n.f("Test dates: {a:DATE} and {b:DATE}   Evaluator: {ev:DOCTOR}\n", a=c.d(d1), b=c.d(d2), ev=ev.full())
    n.f("Job demands analysis on file dated {d:DATE}\n\n", d=c.d(d1 - dt.timedelta(days=rng.randrange(20, 200))))
    n.t("Presenting: " + c.injury[2] + " (" + c.injury[0] + "), ")
    n.t("%d wk post injury. " % max(1, (d1 - c.doi).days // 7))
    n.t("Resting HR %d, BP %d/%d. Pain %d/10 pre-test.\n\n" % (rng.randrange(58, 92), rng.randrange(110, 145),
                                                              rng.randrange(68, 92), rng.randrange(1, 7)))
    n.t("MATERIAL HANDLING           Demonstrated      Job demand     Met\n")
    rows = [("Floor to waist lift", 10, 35), ("Waist to shoulder lift", 5, 20), ("Carry 15 m bilat", 10, 30),
            ("Push (force gauge)", 15, 40), ("Pull (force gauge)", 15, 40), ("Unilateral carry R", 5, 18)]
    for name, lo, hi in rng.sample(rows, 4):
        dem = rng.randrange(lo, hi)
        job = rng.randrange(lo, hi + 10)
        n.t("%-27s %-17s %-14s %s\n" % (name, wt(c, dem) + " " + pick(rng, ["occ", "freq", "occ"]), wt(c, job),
                                        "Y" if dem >= job else "N"))
    n.t("\nPOSITIONAL TOLERANCE\n")
    n.t("Sitting: %d min  Standing: %d min  Walking: %s  Stooping: %s  Kneeling: %s  Ladder: %s\n" % (
        rng.randrange(20, 90), rng.randrange(15, 60), pick(rng, ["frequent", "constant", "occasional"]),
        pick(rng, ["occasional", "rare", "frequent"]), pick(rng, ["not tested", "occasional", "rare"]),
        pick(rng, ["4 rungs x3 ok", "declined", "full height ok"])))
    gr, gl = rng.randrange(16, 52), rng.randrange(16, 52)
    n.t("Jamar grip (pos 2) R %d/%d/%d kg  L %d/%d/%d kg; CV %d%% / %d%%; rapid exchange grip %s\n" % (
        gr, gr + rng.randrange(-3, 3), gr + rng.randrange(-3, 3), gl, gl + rng.randrange(-3, 3), gl + rng.randrange(-3, 3),
        rng.randrange(3, 22), rng.randrange(3, 22), pick(rng, ["consistent", "inconsistent"])))
    n.t("Heart rate max %d bpm (%d%% APMHR); Borg RPE 13-15.\n\n" % (rng.randrange(110, 165), rng.randrange(60, 88)))
    n.t("EFFORT / CONSISTENCY: " + pick(rng, ["%d/%d validity criteria met - results considered a valid representation of current capacity." %
                                              (rng.randrange(18, 24), 24), "sub-maximal effort observed on several tasks; results represent minimum capacity.",
                                              "biomechanical signs of maximal effort in lifting; pain behaviours congruent."]) + "\n")
    n.t("OVERALL PDC: " + pick(rng, ["Sedentary", "Light", "Light-Medium", "Medium", "Medium-Heavy"]) +
        "  (job rated " + pick(rng, ["Medium", "Heavy", "Medium-Heavy", "Light"]) + ")\n\n")
    n.t("RECOMMENDATIONS\n1. " + pick(rng, ["Work conditioning 3x/wk x 4 wks", "Graduated RTW per attached schedule",
                                           "Job modification: team lift over " + wt(c, 20), "No further FCE; vocational review"]) + "\n")
    n.f("2. Re-evaluate on or after {d:DATE}\n", d=c.d(d1 + dt.timedelta(days=rng.randrange(28, 60))))
    if rng.random() < 0.5:
        n.f("3. Results discussed with worker and with employer rep {e:FAMILY} by phone {p:PHONE}\n", e=c.person().full(), p=c.phone())
    n.t("\n")
    lab = {"US": "PT Lic #", "CA": pick(rng, ["CPO Reg #", "CPTBC #", "Reg #"]), "AU": "AHPRA"}[c.country]
    lic = license_no(rng, "ahpra_pt") if c.country == "AU" else pick(rng, ["PT%s" % digits(rng, 6), digits(rng, 5)])
    sign_other(n, c, ev, PT_CRED, lab, lic)
    n.f("Report ref {r:IDNUM}   Invoice {inv:ACCOUNT}\n", r=idnum(rng, "other"), inv=account(rng))


# ------------------------------------------------------------------ case manager call log
def cm_log(rng, c, n):
    cm, adj, er, mo, spouse = c.person(), c.person(), c.person(), c.person(), c.person()
    doc = c.person()
    u_cm = username(rng, cm.first, cm.last)
    u_adj = username(rng, adj.first, adj.last)
    n.f("{hdr} - Claim {cl:IDNUM}\n", hdr=pick(rng, ["CASE NOTES", "Case Management Activity Log", "NCM CONTACT LOG", "File notes"]), cl=c.claim)
    n.f("IW: {nm:PATIENT}", nm=c.pt.form(rng, ("LF", "lf", "full")))
    if rng.random() < 0.5:
        n.f(" ({ag:AGE}{sx})", ag=c.age, sx=c.pt.sex)
    n.f("   DOB {dob:DATE}   ER: {emp:ORGANIZATION}\n", dob=c.d(c.dob), emp=c.emp)
    n.f("NCM: {cm:DOCTOR} {cr} (user {u:USERNAME})   Adjuster: {a:FAMILY}\n", cm=cm.full(), cr=pick(rng, NURSE_CRED[c.country]), u=u_cm, a=adj.full())
    n.t("-" * 60 + "\n")
    d = c.base
    short = "md_us" if c.country == "US" else "md_au"
    ents = [
        lambda: n.f("TC to IW at {p:PHONE} - no answer, LM to call back.", p=c.phone()),
        lambda: n.f("IW returned call. Reports pain {a}/10, sleeping poorly. Attending physio at {rc:HOSPITAL} 2x/wk. {sp:FAMILY} ({rel}) on speaker, asked re TTD pymts.",
                    a=rng.randrange(3, 9), rc=pick(rng, P.REHAB_CLINICS), sp=spouse.first, rel=pick(rng, ["wife", "partner", "husband", "mother"])),
        lambda: n.f("Email from ER contact {e:FAMILY} <{em:EMAIL}>: mod duties available, {h} hrs/day, day shift, {job:PROFESSION} helper tasks.",
                    e=er.full(), em=email(rng, er.first, er.last), h=pick(rng, ["4", "6", "4-6"]), job=c.job),
        lambda: n.f("Spoke w/ {m:DOCTOR} (MOA) at Dr {dr:DOCTOR}'s office {p:PHONE}: FU appt booked {d:DATE} {t}.",
                    m=mo.first, dr=doc.last, p=c.phone(ext=True), d=c.d(d + dt.timedelta(days=rng.randrange(3, 12)), short), t=fmt_time(rng)),
        lambda: n.f("Adj {a:FAMILY} approved physio x{k}; auth # {au:IDNUM}. Fax auth sent to clinic {f:FAX}.",
                    a=adj.last, k=rng.randrange(4, 12), au=idnum(rng, "other"), f=c.phone()),
        lambda: n.f("Rec'd WSR from Dr {dr:DOCTOR}: {s}. Next review {d:DATE}.", dr=doc.last, s=pick(rng, ["TTD continues", "mod duty 4h/day",
                    "full duty release", "restr: no lift >10 lb, no overhead"]), d=c.d(d + dt.timedelta(days=rng.randrange(10, 30)))),
        lambda: n.f("IW states {hs} can't drive {car} (plate {pl:VEHICLE}) since injury, req mileage reimb - advised submit log.",
                    hs=he_she(c), car=pick(rng, ["manual ute", "work truck", "his car" if c.pt.sex == "M" else "her car"]),
                    pl=plate(rng, c.country)),
        lambda: n.f("IME scheduled w/ Dr {im:DOCTOR} {d:DATE}, letter mailed to IW home addr {st:STREET}.", im=c.person().full(),
                    d=c.d(d + dt.timedelta(days=rng.randrange(14, 40))), st=c.home["street"]),
        lambda: n.f("RTW mtg at worksite, {bld:LOCATION_OTHER}. Present: IW, {e:FAMILY}, NCM. Plan signed.", bld=pick(rng, P.NAMED_PLACES), e=er.first),
        lambda: n.f("Vocational referral sent to {ro:ORGANIZATION}, ref {r:IDNUM}.", ro=pick(rng, P.REHAB_ORGS), r=idnum(rng, "other")),
        lambda: n.f("IW upset, says {hs} is worried about job. Reassured; EAP info given ({p:PHONE}).", hs=he_she(c), p=c.phone()),
        lambda: n.f("Pharmacy {ph:HOSPITAL} called re denied script, {m} - override approved.", ph=pick(rng, P.PHARMACIES), m=pick(rng, P.MEDS)),
        lambda: n.f("IW away visiting family over {h:DATE}; ok to FU after. Physio appts moved to {w1:DATE} and {w2:DATE}.",
                    h=pick(rng, P.HOLIDAYS[c.country]).replace("the ", ""), w1=pick(rng, ["Monday", "Tuesday", "Mon"]),
                    w2=pick(rng, ["Thursday", "Friday", "Thurs"])),
        lambda: n.f("Portal msg from IW ({u:USERNAME}) uploaded receipts; login from {ip:IPADDR}.",
                    u=username(rng, c.pt.first, c.pt.last), ip=ipaddr(rng)),
    ]
    order = rng.sample(range(len(ents)), rng.randrange(7, 11))
    for i in order:
        d = d + dt.timedelta(days=rng.randrange(1, 6))
        st = rng.randrange(3)
        if st == 0:
            n.s(c.d(d), "DATE")
            n.t(" " + fmt_time(rng) + " | ")
            n.s(pick(rng, [u_cm, u_cm, u_adj]), "USERNAME")
            n.t(" | ")
        elif st == 1:
            n.s(c.d(d, short), "DATE")
            n.t(" - ")
            n.s(cm.initials(False), "DOCTOR")
            n.t(": ")
        else:
            n.s(c.d(d, "wk_us" if c.country == "US" else "wk_au"), "DATE")
            n.t(" " + fmt_time(rng) + "  ")
        ents[i]()
        n.t("\n")
    n.t("-" * 60 + "\n")
    n.f("Diary: FU {d:DATE}. ", d=c.d(d + dt.timedelta(days=rng.randrange(5, 15))))
    n.f("Last modified by {u:USERNAME} ({ip:IPADDR})\n", u=u_cm, ip=ipaddr(rng))
