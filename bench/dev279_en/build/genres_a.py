"""Genres: incident reporting system entries, serious incident / RCA reports."""
import datetime

from phi import P, idnum, digits, ipaddr, device_id
from case import D, age_piece, pt_ids, sexage
from clin_b import pick
from clin_a import tm
import gcommon as G

DIRECTORATES = ["Medicine", "Surgery", "Women's and Children's", "Integrated Care", "Emergency Care",
                "Clinical Support Services", "Mental Health", "Older People's Services"]
SPECIALTIES = ["Elderly Care", "General Surgery", "Respiratory", "Acute Medicine", "Orthopaedics",
               "Obstetrics", "Stroke", "Cardiology", "Gastroenterology", "Adult Psychiatry"]


def _day(c, d, n):
    return d + datetime.timedelta(days=n)


def incident_report(rng, c, d):
    s = pick(rng, c)
    ctry = c.country
    rep = c.st[rng.choice(["nurse1", "nurse2", "junior", "ward_mgr", "hca"])]
    sysname = c.system
    if ctry == "US":
        d.t(rng.choice(["CONFIDENTIAL - PATIENT SAFETY WORK PRODUCT\nPrivileged and confidential under the Patient Safety and Quality Improvement Act of 2005. Do not file in the medical record.\n\n",
                        "*** Occurrence Report - Confidential Peer Review Document ***\n\n"]))
        d.f("{sys} Event Report          File ID: {r}\n", sys=sysname, r=(c.ref_inc, "IDNUM"))
    elif ctry == "AU":
        d.f("{sys} - Incident Notification    Incident ID: {r}\n", sys=sysname, r=(c.ref_inc, "IDNUM"))
    elif ctry == "IE":
        d.f("NIMS Incident Report Form (NIRF-01)     NIMS Ref: {r}\n", r=(c.ref_inc, "IDNUM"))
    elif ctry == "CA":
        d.f("{sys} - Patient Safety Incident Report    File #{r}\n", sys=sysname, r=(c.ref_inc, "IDNUM"))
    else:
        d.f("{sys} - Incident Reporting Form (DIF1)      ID: {r}\n", sys=sysname, r=(c.ref_inc, "IDNUM"))
    d.t(G.hr(rng) + "\n")
    d.f("Date reported: {a}   Time: {t}\n", a=D(c, c.d_rep, 0.1), t=tm(rng))
    d.t("Reported by: ")
    d.add(rep.n(rng.choice(["full", "last_first", "full_mi"])))
    d.t(" (" + (rep.role or "staff") + ")")
    if rng.random() < 0.8:
        d.f("   Login: {u}", u=(rep.user, "USERNAME"))
    if rng.random() < 0.5:
        d.f("   Contact: {p}", p=(rep.ext, "PHONE"))
    d.t("\n")
    if rng.random() < 0.35:
        d.f("Submitted from: {ip} (workstation {w})\n", ip=(ipaddr(rng), "IPADDR"), w=(rng.choice(["WS", "PC", "WOW-", "CART"]) + digits(rng, 5), "DEVICE"))
    d.f("Incident date: {a}   Time of incident: {t}\n", a=D(c, c.d_inc), t=tm(rng))
    d.f("Site: {h}\n", h=(c.hosp, "HOSPITAL"))
    if rng.random() < 0.6:
        d.f("{lab}: {t}\n", lab=c.sp("Organisation", "Organization") if ctry != "AU" else "LHD/Health Service", t=(c.trust, "HOSPITAL"))
    d.t("Directorate: %s   Specialty: %s\n" % (rng.choice(DIRECTORATES), rng.choice(SPECIALTIES)))
    d.f("Location (exact): {w}", w=(c.ward, "HOSPITAL"))
    if rng.random() < 0.6:
        d.f(", bay {b} bed {bd}", b=(c.bay, "LOCATION_OTHER"), bd=(c.bed, "LOCATION_OTHER"))
    elif rng.random() < 0.5:
        d.f(", room {r}", r=(c.room, "LOCATION_OTHER"))
    d.t("\n")
    d.t("Category: %s\nSub-category: %s\n" % (s["cat"], s["sub"]))
    if ctry == "AU":
        d.t("SAC rating (preliminary): %d\n" % rng.choice([1, 2, 2, 3]))
    if rng.random() < 0.5:
        lk, cs = rng.randint(1, 5), rng.randint(1, 5)
        d.t(rng.choice(["Risk score (L x C): %d x %d = %d\n" % (lk, cs, lk * cs), "Risk rating: %d (%s)\n" % (lk * cs, "high" if lk * cs >= 12 else "moderate"),
                        "Reporter grade: Band %d; shift: %s\n" % (rng.randint(2, 8), rng.choice(["night", "long day", "late", "early"])),
                        "ICD-10 (external cause): %s\n" % rng.choice(["W19.XXXA", "Y63.0", "Y65.5", "Y69", "T38.3X1A", "Y84.8"])]))
    if ctry == "US" and s["key"] in ("insulin", "anticoag", "cd", "pump"):
        d.t("NCC MERP category: %s\n" % rng.choice(["C", "D", "E", "F"]))
    d.t("\n-- Person affected --\n")
    d.f("Type: {k}\n", k=rng.choice(["Inpatient", "Patient", "In-patient", "Consumer (inpatient)"]))
    d.f("Name: {n}\n", n=c.pt.n(rng.choice(["LAST_first", "last_first", "full"])))
    d.f("DOB: {b}   Age: {a}   Sex: {s}\n", b=D(c, c.dob, 0.1), a=(str(c.age), "AGE"), s=c.pt.sex)
    d.add(pt_ids(rng, c, "   "))
    d.t("\n")
    if ctry == "US" and rng.random() < 0.6:
        d.f("Insurance: {i}  Member ID: {m}\n", i=(c.insurer, "ORGANIZATION"), m=(c.plan, "HEALTHPLAN"))
    if rng.random() < 0.2:
        d.f("Interpreter required: Yes - {x}\n", x=rng.choice([["family interpreting; pt moved from ", G.abroad(rng, c), " earlier this year"],
                                                               ["pt visiting relatives, usually resident in ", G.abroad(rng, c)],
                                                               ["telephone interpreter used (pt born in ", G.abroad(rng, c), ")"]]))
    d.t("\nDescription (facts only - do not include opinions or blame):\n")
    d.add(s["narr"])
    d.t("\n\nImmediate action taken:\n")
    d.add(s["imm"])
    d.t("\n\n")
    if s.get("dev") or rng.random() < 0.2:
        dv = s.get("dev") or device_id(rng)
        d.f("Equipment/device involved: Y   Serial/asset no.: {x}   Quarantined: {q}\n", x=(dv, "DEVICE"), q=rng.choice(["Y", "N", "Yes - EBME"]))
    if s.get("veh"):
        d.f("Vehicle registration: {v}\n", v=(s["veh"], "VEHICLE"))
    harm = s["harm"]
    d.t("Harm / outcome (reporter's view): %s\n" % harm)
    if ctry == "UK":
        d.t("Statutory duty of candour applies: %s\n" % ("Yes" if harm not in ("No harm", "Low harm") else "No (low/no harm) - professional duty applies"))
    elif ctry in ("AU", "IE"):
        d.t("Open disclosure: %s\n" % rng.choice(["Commenced", "Required - not yet commenced", "Low-level disclosure completed"]))
    fam = c.fam[0]
    if rng.random() < 0.85:
        d.f("Patient/NOK informed: Yes - {n} ({r}) by {how} at {t} on {dt}\n", n=fam.n(rng.choice(["full", "title_last", "first"])),
            r=fam.rel, how=rng.choice(["telephone", "phone", "in person", "face to face"]), t=tm(rng), dt=c.df.short(c.d_inc))
        if rng.random() < 0.5:
            d.f("NOK contact no.: {p}\n", p=(fam.phone, "PHONE"))
    w = c.st[rng.choice(["nurse2", "hca", "junior"])]
    d.f("Witness(es): {a}, {ar}", a=w.n("full"), ar=w.role or "staff")
    if rng.random() < 0.5:
        w2 = c.extra_staff[rng.randint(0, 4)]
        d.f("; {b} ({br})", b=w2.n(rng.choice(["full", "f_last"])), br=w2.role)
    d.t("\n")
    if rng.random() < 0.5:
        d.f("Doctor informed: {n} at {t}\n", n=c.st["junior"].n(rng.choice(["title_last", "title_full", "full"])), t=tm(rng))
    d.t("\n" + G.hr(rng) + "\nMANAGER'S REVIEW\n")
    m = c.st["ward_mgr"]
    d.f("Handler: {n} ({r})\n", n=m.n("full"), r=m.role)
    d.f("Reviewed: {dt}\n", dt=D(c, _day(c, c.d_rep, rng.randint(1, 6))))
    d.t("Actual harm (confirmed): %s\n" % harm)
    d.t("Contributory factors: ")
    cfs = rng.sample(s["cf"], min(len(s["cf"]), rng.randint(1, 3)))
    d.t("; ".join(x.rstrip(".") for x in cfs) + ".\n")
    d.t("Lessons learned / actions: " + rng.choice(s["recs"]) + "\n")
    if harm in ("Moderate harm", "Severe harm", "Death") or rng.random() < 0.2:
        d.f("Escalated to: Patient Safety Team ({n}) - for review at the weekly incident panel; RCA ref {r}\n",
            n=c.st["safety"].n("full"), r=(c.ref_rca, "IDNUM"))
    if rng.random() < 0.7:
        d.t("\nAudit trail:\n")
        t0 = c.d_rep
        for i, ev in enumerate(rng.sample(["Submitted", "Status: New > Being reviewed", "Handler assigned",
                                            "Feedback e-mail sent to reporter", "Status: Being reviewed > Awaiting final approval",
                                            "Severity amended", "Linked to complaint record", "Closed"], rng.randint(3, 5))):
            t0 = _day(c, t0, rng.randint(0, 3))
            u = rng.choice([rep.user, m.user, c.st["safety"].user])
            d.f("  {dt} {t}  {u}  {e}", dt=D(c, t0, 0.0), t=tm(rng), u=(u, "USERNAME"), e=ev)
            if ev == "Linked to complaint record":
                d.f(" {r}", r=(c.ref_comp, "IDNUM"))
            d.t("\n")


def rca_report(rng, c, d):
    s = pick(rng, c)
    ctry = c.country
    title = {"UK": rng.choice(["Patient Safety Incident Investigation (PSII) Report", "SERIOUS INCIDENT INVESTIGATION REPORT - Root Cause Analysis",
                               "Comprehensive Investigation Report (RCA)"]),
             "US": rng.choice(["Root Cause Analysis and Action (RCA\u00b2) Report", "Sentinel Event - Comprehensive Systematic Analysis"]),
             "AU": rng.choice(["SAC 1 Root Cause Analysis - Final Report", "Serious Adverse Event Review (SAER)", "RCA Team Report - Privileged"]),
             "CA": rng.choice(["Critical Incident Review - Quality of Care Report", "Critical Incident Analysis Report"]),
             "IE": rng.choice(["Systems Analysis Review - Final Report", "Comprehensive Review Report (Incident Management Framework)"])}[ctry]
    d.t(title + "\n")
    if rng.random() < 0.5:
        d.t(rng.choice(["Version 0.%d DRAFT - not for circulation" % rng.randint(2, 9), "FINAL v1.%d" % rng.randint(0, 3)]) + "\n")
    d.f("{t}\n\n", t=(c.trust, "HOSPITAL"))
    d.f("Investigation ref: {r}\n", r=(c.ref_rca, "IDNUM"))
    d.f("{sys} ref: {r}\n", sys=c.system, r=(c.ref_inc, "IDNUM"))
    if ctry == "UK" and rng.random() < 0.6:
        d.f("StEIS ref: {r}\n", r=(c.ref_steis, "IDNUM"))
    d.f("Date of incident: {a}\nDate reported: {b}\nDate of report: {e}\n", a=D(c, c.d_inc), b=D(c, c.d_rep), e=D(c, c.d_resp))
    d.t("Incident type: %s\nHarm: %s\n\n" % (s["title"], s["harm"]))
    anon = rng.random() < 0.3
    d.t("1. PATIENT DETAILS\n")
    d.f("{n}, ", n=c.pt.n(rng.choice(["full", "title_full"])))
    d.add(age_piece(rng, c.age))
    d.f(", DOB {b}. ", b=D(c, c.dob, 0.1))
    d.add(pt_ids(rng, c, ", "))
    d.t(".\n")
    if anon:
        d.t("To protect confidentiality the patient is referred to as 'Patient A' in the remainder of this report.\n")
    d.t("\n2. INVESTIGATION TEAM\n")
    team = [("Lead investigator", c.st["investigator"]), ("Clinical advisor", c.st["cons"]),
            ("Nursing advisor", c.st["matron"]), ("Patient safety partner", None), ("Family liaison", c.st["safety"])]
    for r, p in team:
        if p is None:
            if rng.random() < 0.5:
                fp = c.extra_staff[2]
                d.f("  {r}: {n} (lay member)\n", r=r, n=[(fp.first + " " + fp.last, "FAMILY")])
            continue
        d.f("  {r}: {n}, {x}\n", r=r, n=p.n(rng.choice(["full", "title_full", "full_mi"])), x=p.role)
    if rng.random() < 0.5:
        ext = c.extra_staff[1]
        d.f("  External reviewer: {n}, {x}, {h}\n", n=ext.n("title_full"), x="Consultant " + rng.choice(["Geriatrician", "Anaesthetist", "Obstetrician", "Surgeon", "Physician"]),
            h=(c.hosp2, "HOSPITAL"))
    d.t("\n3. EXECUTIVE SUMMARY\n")
    d.add("Patient A" if anon else c.pt.n("title_last"))
    d.t(" was involved in the following incident. ")
    d.add(s["narr"])
    d.t("\n\n4. TERMS OF REFERENCE\n")
    d.t("- To establish the facts and produce a chronology of events.\n- To identify care and service delivery problems and the contributory factors.\n"
        "- To identify learning and make SMART recommendations.\n- To involve the patient and/or family and answer their questions.\n")
    d.t("\n5. METHODOLOGY\n")
    d.t(rng.choice(["The investigation followed the %s using " % rng.choice({"UK": ["London Protocol", "Yorkshire Contributory Factors Framework", "SEIPS 2.0 model", "PSIRF guidance"],
                                                                                "US": ["RCA² methodology (NPSF)", "Joint Commission RCA framework", "SEIPS 2.0 model"],
                                                                                "AU": ["London Protocol", "Clinical Excellence Commission RCA guidance", "SEIPS 2.0 model"],
                                                                                "CA": ["Canadian Incident Analysis Framework", "London Protocol", "SEIPS 2.0 model"],
                                                                                "IE": ["HSE Incident Management Framework 2020", "London Protocol", "Systems Analysis methodology"]}[ctry]),
                    "A systems-based approach was used, including "]))
    d.t(", ".join(rng.sample(["a tabular timeline", "a fishbone (Ishikawa) diagram", "5 Whys", "change analysis", "barrier analysis",
                              "a review of the electronic patient record", "staff interviews (%d)" % rng.randint(4, 11),
                              "a site visit", "review of CCTV", "the Swiss cheese model (Reason)"], 4)) + ".\n")
    d.t("\n6. FAMILY INVOLVEMENT\n")
    f = c.fam[0]
    d.f("{n} ({r}) was contacted on {dt} by {l}, who explained the investigation process and invited questions. ",
        n=f.n(rng.choice(["title_full", "full"])), r=f.rel, dt=D(c, _day(c, c.d_rep, rng.randint(2, 9))), l=c.st["safety"].n("full"))
    if len(c.fam) > 1:
        f2 = c.fam[1]
        d.f("{n} ({r}) also attended the meeting on {dt}. ", n=f2.n("full"), r=f2.rel, dt=D(c, c.d_meet))
    d.t(rng.choice(["The family wanted to understand:\n", "Questions raised by the family:\n", "The family's questions were:\n"]))
    for i, q in enumerate(s["concern"]):
        d.t("  Q%d. %s\n" % (i + 1, q))
    d.t("\n7. CHRONOLOGY (abridged)\n")
    sep = " | " if rng.random() < 0.5 else "\t"
    d.t(sep.join(["Date", "Time", "Event", "Source"] if rng.random() < 0.5 else ["DATE", "TIME", "EVENT", "SOURCE"]) + "\n")
    times = sorted(tm(rng) for _ in range(5))
    rows = [(c.d_adm, "Admitted via ED to " , "EPR"), (c.d_inc, "Incident (see summary)", "Incident form"),
            (c.d_rep, "Incident reported on %s" % c.system, c.system), (_day(c, c.d_rep, 1), {"UK": "Duty of candour conversation with family", "US": "Disclosure conversation with family (CANDOR)"}.get(ctry, "Open disclosure conversation with family"), "Disclosure log"),
            (c.d_dis, "Discharged" if not c.deceased else "Patient died", "EPR")]
    for i, (dt, ev, src) in enumerate(sorted(rows, key=lambda x: x[0])):
        d.add(D(c, dt, 0.0))
        d.t(sep + times[i] + sep)
        if ev.startswith("Admitted"):
            d.f(ev + "{w}", w=(c.ward, "HOSPITAL"))
        else:
            d.t(ev)
        if rng.random() < 0.4:
            d.t(" - ")
            d.add(c.st[rng.choice(["nurse1", "nurse2", "junior", "cons"])].n("f_last"))
        d.t(sep + src + "\n")
    d.t("\n8. FINDINGS\n")
    cdp = s["cf"]
    for i, x in enumerate(cdp):
        d.t("%s %d: %s\n" % (rng.choice(["CDP", "Finding", "SDP"]) if i else "CDP", i + 1, x))
    d.t("\nRoot cause: " + rng.choice([
        "the absence of a reliable system to ensure that the safeguard described in policy was applied at the point of care.",
        "system pressures combined with an unreliable process meant that the deterioration/risk was not acted upon.",
        "there was no single root cause; multiple latent conditions aligned (see fishbone, Appendix 2)."]) + "\n")
    d.t("\n9. NOTABLE PRACTICE\n")
    d.f("The prompt actions of {n} in escalating the concern and supporting the family were commended by the {r}.\n",
        n=c.st[rng.choice(["nurse1", "nurse2", "hca"])].n(rng.choice(["full", "first"])), r=c.fam[0].rel)
    d.t("\n10. DUTY OF CANDOUR / OPEN DISCLOSURE\n")
    d.f("Verbal notification: {a} by {n}. Written follow-up letter sent {b}. Copy of this report offered to the family on {e2}.\n",
        a=D(c, _day(c, c.d_rep, 1)), n=c.st["cons"].n("title_last"), b=D(c, _day(c, c.d_rep, rng.randint(3, 10))), e2=D(c, c.d_resp))
    d.t("\n11. RECOMMENDATIONS\n")
    for i, r in enumerate(s["recs"]):
        own = c.st[rng.choice(["ward_mgr", "matron", "safety", "pharm", "don", "cons"])]
        d.f("R%d  %s  Owner: {o}  By: {b}\n" % (i + 1, r), o=own.n(rng.choice(["full", "f_last", "initials"])), b=D(c, _day(c, c.d_resp, rng.randint(30, 120)), 0.2))
    d.t("\n12. APPROVAL\n")
    d.f("Approved at the {p} on {dt}.\n", p=rng.choice(["Serious Incident Panel", "Patient Safety Incident Review Group", "Quality and Safety Committee", "RCA Review Committee"]),
        dt=D(c, _day(c, c.d_resp, rng.randint(1, 20))))
    d.f("Signed: {n}, {r}\n", n=c.st[rng.choice(["md", "don"])].n("full"), r=c.st["md"].role)
    d.t("\nDistribution: ")
    keys = rng.sample(["cons", "ward_mgr", "matron", "don", "md", "exec"], 3)
    for i, k in enumerate(keys):
        if i:
            d.t("; ")
        d.add(c.st[k].n(rng.choice(["full", "title_last", "f_last"])))
    d.t("; Coroner (if requested); " + rng.choice(c.public) + ".\n")
