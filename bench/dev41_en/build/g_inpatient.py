"""Cardiology / respiratory progress notes, ward round entries, admission clerking."""
import datetime as dt

import clinical
from people import CLIN_ABBR
import general
import pools
from common import (header, signature, audit_footer, social, gp_line, nok_line, location_line, idline, hp_str,
                    acct_str, ssn_str, numbered, letter_head, company, care_home, pharmacy, maybe, family_member)
from markup import M, PAT, DOC, FAM, AGE, HOSP, LOC, IDN, PHONE, FAX, EMAIL, URL, USER, ORG, PROF, COUNTRY, CITY


def team(ctx, spec):
    r = ctx.rng
    L = ctx.loc.code
    V = ctx.V
    cons = ctx.new_staff("doctor", "%s %s" % (V["cons"], spec), r.choice(["MD", "MBBS", "FRCP", "FRACP", None]) if L in ("US", "CA") else None)
    if L in ("US", "CA"):
        cons.cred = r.choice(["MD", "MD", "DO"])
    reg = ctx.new_staff("doctor", "%s %s" % (V["reg"], spec))
    jr = ctx.new_staff("doctor", r.choice(V["junior"]))
    if L in ("US", "CA"):
        reg.cred = jr.cred = "MD"
    nurse = ctx.new_staff("nurse", r.choice(["RN", "Staff Nurse", "Charge Nurse", "CNS", "Nurse in Charge"]),
                          "RN" if L in ("US", "CA", "AU", "NZ") else None)
    return cons, reg, jr, nurse


def prog_content(ctx, spec):
    r = ctx.rng
    if spec == "Cardiology":
        kind = r.choice(clinical.CARDIO_KINDS)
        return kind, clinical.cardio(ctx, kind)
    kind = r.choice(clinical.RESP_KINDS)
    return kind, clinical.resp(ctx, kind)


def family_update(ctx):
    r = ctx.rng
    return r.choice([
        "Updated %s %s by phone (%s) - happy with plan." % (ctx.nok_rel, ctx.nok.full(), PHONE(ctx.nok_tel)),
        "%s %s at bedside, questions answered." % (ctx.nok_rel.capitalize(), ctx.nok.first()),
        "Family meeting with %s (%s) %s." % (ctx.nok.full(), ctx.nok_rel, ctx.d(ctx.later(r.randint(1, 3)), "wd")),
        "%s's %s %s asks to be called before discharge: %s." % (ctx.pt.first(), ctx.nok_rel, ctx.nok.first(), PHONE(ctx.nok_tel)),
    ])


def progress_note(ctx, spec):
    """Cardiology or respiratory inpatient progress note."""
    r = ctx.rng
    pt = ctx.pt
    cons, reg, jr, nurse = team(ctx, spec)
    kind, c = prog_content(ctx, spec)
    hd = (ctx.today - c["adm"]).days + 1
    L = ctx.loc.code
    layout = r.choice(["soap", "uk_daily", "dictation", "reg_review", "table"]) if L not in ("US", "CA") else \
        r.choice(["soap", "soap", "dictation", "table", "reg_review"])
    pmh = general.pmh_pool(ctx)
    out = []
    if layout == "soap":
        out.append("%s PROGRESS NOTE" % spec.upper())
        out.append(header(ctx, r.choice(["facesheet", "kv", "sticker"]), extra_ids=r.random() < 0.5, nok=r.random() < 0.5))
        out.append("Date of service: %s %s    Hospital day %d (admitted %s)" % (ctx.d(ctx.today), ctx.time, hd, ctx.d(c["adm"])))
        out.append("%s: %s    Author: %s, %s" % (ctx.V["cons"], cons.name_cred(), jr.full(), jr.role))
        out.append("")
        out.append("SUBJECTIVE:\n%s %s" % (c["subj"], family_update(ctx) if r.random() < 0.7 else ""))
        out.append("")
        out.append("OBJECTIVE:\nVitals: %s\nExam: %s\nData: %s" % (clinical.vitals(ctx), c["exam"], c["ix"]))
        if r.random() < 0.6:
            out.append("Labs:\n" + clinical.lab_table(ctx, r.choice([2, 3, 4])))
        out.append("Current meds: " + "; ".join(general.meds(ctx, r.randint(4, 8))))
        out.append("Lines: %s. VTE: %s. Diet: %s." % (r.choice(["PIV L forearm (day 2)", "PICC R arm", "nil", "PIV x2"]),
                                                    r.choice(["enoxaparin 40 mg SC daily", "on therapeutic anticoagulation", "TEDs + LMWH", "mechanical only"]),
                                                    r.choice(["regular", "cardiac (low salt)", "diabetic", "1.5 L fluid restriction"])))
        out.append("")
        out.append("ASSESSMENT AND PLAN:\n%s %s with PMH of %s, admitted for %s. %s" % (
            pt.formal() if r.random() < 0.5 else pt.full(), ctx.age_phrase(), ", ".join(pmh), c["dx"], c["hpi"]))
        items = ["%s: %s" % (a, b) for a, b in c["problems"]]
        items.append("Dispo: %s" % r.choice([
            "home with %s when medically fit; %s aware" % (ctx.nok_rel, ctx.nok.full()),
            "likely SNF/rehab - referral sent to %s" % HOSP(care_home(r)),
            "case management following; %s %s" % (ctx.hp[0], M("HEALTHPLAN", ctx.hp[1])),
            "home; follow up with %s %s at %s %s" % (ctx.V["gp"], ctx.gp.dr(), HOSP(ctx.practice), ctx.d(ctx.later(r.randint(7, 21)), "short"))]))
        out.append(numbered(items, r.choice(["num", "paren"])))
        out.append("Code status: %s (confirmed with patient%s)." % (r.choice(["Full code", "DNR/DNI", "Full escalation", "DNACPR, ward-based care"]),
                                                                     maybe(r, 0.5, " and " + ctx.nok.full())))
        out.append("")
        out.append(signature(ctx, jr, r.choice(["esig", "signed"])))
        if L in ("US", "CA") or r.random() < 0.3:
            out.append("%s attestation: I saw and examined the patient with %s and agree with the plan above. %s %s %s" % (
                ctx.V["cons"], jr.dr_full(), cons.name_cred(), ctx.d(ctx.today), ctx.time))
        if r.random() < 0.5:
            out.append(audit_footer(ctx, jr))
    elif layout == "uk_daily":
        out.append(header(ctx, r.choice(["sticker", "compact", "kv"]), address=r.random() < 0.6))
        out.append("")
        out.append("%s %s  %s WARD ROUND - %s (Cons)" % (ctx.d(ctx.today, r.choice(["num", "wd"])), ctx.time, spec.upper(), cons.dr_full()))
        out.append("With %s (%s), %s (%s), SN %s" % (reg.dr(), reg.role.split()[0], jr.dr(), jr.role, nurse.full()))
        out.append("")
        out.append("%s, %s - day %d of admission with %s." % (pt.full() if r.random() < 0.5 else pt.formal(), ctx.age_phrase(), hd, c["dx"]))
        out.append("Bg: %s" % "; ".join(pmh))
        out.append("Adm: %s" % c["hpi"])
        out.append("")
        out.append("S: %s" % c["subj"])
        out.append("O: %s\n   %s\n   %s" % (clinical.vitals(ctx), c["exam"], c["ix"]))
        if r.random() < 0.6:
            out.append(clinical.lab_table(ctx, r.choice([3, 4])))
        out.append("Meds reviewed: " + ", ".join(general.meds(ctx, r.randint(3, 7))))
        out.append("Imp: %s - %s" % (c["dx"], r.choice(["improving", "slow progress", "stable", "much improved"])))
        out.append("Plan:")
        for a, b in c["problems"]:
            out.append("  - %s: %s" % (a, b))
        out.append("  - %s" % family_update(ctx))
        out.append("  - EDD %s" % ctx.d(ctx.later(r.randint(1, 5)), r.choice(["num", "short", "wd"])))
        out.append("")
        out.append(signature(ctx, jr, r.choice(["dash", "bleep", "form"])))
    elif layout == "dictation":
        out.append("%s - %s" % (HOSP(ctx.hosp), spec))
        out.append("PROGRESS NOTE (DICTATED)")
        out.append("Patient: %s   %s: %s   DOB: %s" % (pt.caps(), ctx.mrn_label, M("MRN", ctx.mrn), ctx.dob_str()))
        out.append("Date of service: %s" % ctx.d(ctx.today, "long"))
        out.append("")
        para = ("This is %s dictating a progress note on %s, medical record number %s, date of service %s. "
                "%s is a %s who was admitted on %s with %s. %s " % (
                    reg.dr_full(), pt.full(), M("MRN", ctx.mrn), ctx.d(ctx.today, "long"), pt.formal(),
                    ctx.age_phrase(True), ctx.d(c["adm"], "long"), c["pc"], c["hpi"]))
        para += "Today: %s On examination: %s %s Vital signs: %s. " % (c["subj"], c["exam"], c["ix"], clinical.vitals(ctx))
        out.append(para)
        out.append("")
        out.append("Assessment and plan: " + " ".join("%s - %s." % (a, b) for a, b in c["problems"]))
        out.append("I discussed the plan with %s and %s %s, %s, who was present. %s will continue to follow." % (
            pt.formal(), pt.his, ctx.nok_rel, ctx.nok.full(), cons.dr()))
        out.append("")
        out.append("%s, %s" % (reg.dr_full(), reg.role))
        ti = "%s%s" % (reg.given[0], reg.surname[0])
        if ti in CLIN_ABBR:
            ti = (reg.given[0] + "".join(c for c in reg.surname if c.isalpha())[:2]).upper()
        typist = ctx.new_staff("other", "Transcriptionist")
        out.append("D: %s %s  T: %s %s" % (ctx.d(ctx.today), ctx.time, ctx.d(ctx.later(1)), "%02d:%02d" % (r.randint(6, 11), r.randint(0, 59))))
        out.append("Job #: %s   %s/%s" % (IDN(str(r.randint(100000, 9999999))), M("DOCTOR", ti if ti.isalpha() else reg.given[:2]),
                                          typist.initials_lower()))
        out.append("cc: %s, %s, %s" % (ctx.gp.dr_full(), HOSP(ctx.practice), ctx.loc.fmt_address(ctx.practice_addr)))
    elif layout == "reg_review":
        out.append("%s REG REVIEW   %s %s" % ("CARDS" if spec == "Cardiology" else "RESP", ctx.d(ctx.today, "wd"), ctx.time))
        out.append("Pt: %s  %s  %s %s  Bed %s, %s" % (pt.full(), ctx.age_phrase(), ctx.mrn_label, M("MRN", ctx.mrn), LOC(ctx.bed), HOSP(ctx.ward)))
        out.append("Called by %s (%s) re: %s." % (nurse.full(), nurse.role, r.choice(["rising O2 requirement", "HR 130s", "new chest pain", "drop in BP", "desaturation overnight", "patient request to self-discharge"])))
        out.append("")
        out.append("Background: %s. %s" % ("; ".join(pmh), c["hpi"]))
        out.append("")
        out.append("On review: %s %s\n%s\n%s" % (c["subj"], clinical.vitals(ctx, sick=r.random() < 0.5), c["exam"], c["ix"]))
        out.append("")
        out.append("Impression: %s" % c["dx"])
        out.append("Plan:\n" + numbered(["%s - %s" % (a, b) for a, b in c["problems"]], "dash"))
        out.append("Discussed with %s (on call consultant) by phone at %s - agrees." % (cons.dr_full(), "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59))))
        out.append("Escalation: %s." % r.choice(["for full escalation incl. ICU", "ward-based ceiling of care, not for CPR", "for NIV, not for intubation"]))
        out.append("%s aware; %s to be informed in the morning." % (nurse.full(), ctx.nok.full()))
        out.append("")
        out.append(signature(ctx, reg, r.choice(["bleep", "dash", "plain"])))
    else:  # table
        out.append("%s - Daily Progress | %s | %s" % (spec, HOSP(ctx.hosp), ctx.d(ctx.today)))
        out.append(header(ctx, "pipe", extra_ids=r.random() < 0.4, address=r.random() < 0.5))
        out.append("")
        out.append("Summary: %s, %s, admitted %s (%s). %s" % (pt.full(), ctx.age_phrase(), ctx.d(c["adm"]), c["dx"], c["hpi"]))
        out.append("")
        out.append("| Problem | Today | Plan |")
        out.append("|---|---|---|")
        for a, b in c["problems"]:
            out.append("| %s | %s | %s |" % (a, r.choice(["improving", "stable", "ongoing", "new", "resolved"]), b))
        out.append("")
        out.append("Obs: %s" % clinical.vitals(ctx))
        out.append("Exam: %s" % c["exam"])
        out.append("Results: %s" % c["ix"])
        out.append(clinical.lab_table(ctx, r.choice([3, 4, 5])))
        out.append("Medications: " + "; ".join(general.meds(ctx, r.randint(4, 8))))
        out.append("Family: %s" % family_update(ctx))
        out.append("")
        out.append("Reviewed by %s with %s. Next review %s." % (jr.dr_full(), cons.dr(), ctx.d(ctx.later(1), r.choice(["wd", "short"]))))
        out.append(audit_footer(ctx, jr))
    return "\n".join(out)


# ---------------------------------------------------------------------------

def ward_round(ctx):
    r = ctx.rng
    pt = ctx.pt
    spec = r.choice(["General Medicine", "Acute Medicine", "Care of the Elderly", "Cardiology", "Respiratory",
                     "Orthogeriatrics", "Internal Medicine", "General Surgery"])
    cons, reg, jr, nurse = team(ctx, spec)
    phys = ctx.new_staff("ahp", r.choice(["Physiotherapist", "Occupational Therapist", "Pharmacist"]))
    if spec == "Cardiology":
        kind = r.choice(clinical.CARDIO_KINDS)
        c = clinical.cardio(ctx, kind)
        c["pc"] = c.get("pc")
        c["imp"] = c["dx"]
        c["plan"] = ["%s: %s" % x for x in c["problems"]]
    elif spec == "Respiratory":
        kind = r.choice(clinical.RESP_KINDS)
        c = clinical.resp(ctx, kind)
        c["imp"] = c["dx"]
        c["plan"] = ["%s: %s" % x for x in c["problems"]]
    else:
        kind = r.choice(general.GEN_KINDS)
        c = general.presentation(ctx, kind)
        c["adm"] = ctx.ago(r.randint(1, 4))
        c["hpi"] = c["hpc"]
        c["subj"] = r.choice(["Feels a bit better today.", "Poor night, pain overnight.", "Eating a little more.",
                              "Says %s wants to go home." % pt.he, "More alert per nursing staff."])
    L = ctx.loc.code
    ndays = r.choice([1, 2, 2, 3])
    out = []
    style = r.choice(["terse", "structured", "us_rounds"]) if L not in ("US", "CA") else r.choice(["us_rounds", "structured", "terse"])
    out.append(header(ctx, r.choice(["sticker", "compact", "kv"]), address=r.random() < 0.5, nok=r.random() < 0.6))
    out.append("")
    for i in range(ndays):
        day = ctx.ago(ndays - 1 - i)
        hd = (day - c["adm"]).days + 1
        t = "%02d:%02d" % (r.randint(8, 12), r.choice([0, 10, 15, 20, 30, 40, 45, 50]))
        lead = cons if i == 0 or r.random() < 0.5 else reg
        if style == "terse":
            out.append("%s %s  %s WR (%s)" % (ctx.d(day, r.choice(["num", "wd", "short"])), t,
                                            r.choice(["Post-take", "Consultant", "Board", "Reg"]) if i == 0 else r.choice(["Consultant", "Reg", "Board"]),
                                            lead.dr_full() if lead.kind == "doctor" else lead.full()))
            out.append("c/ %s (%s), %s %s" % (jr.dr(), jr.role, nurse.role, nurse.full() if r.random() < 0.5 else nurse.first()))
            if i == 0:
                out.append("%s %s, D%d %s. PC: %s." % (pt.formal(), ctx.age_phrase(), hd, c.get("imp", ""), c["pc"]))
                out.append(c["hpi"])
                out.append("PMH: " + ", ".join(general.pmh_pool(ctx)))
            else:
                out.append("D%d. Pt %s: %s" % (hd, pt.initials(r.random() < 0.6), c["subj"]))
            out.append("O/E: %s" % clinical.vitals(ctx))
            out.append("     %s" % c["exam"])
            out.append("Ix: %s" % c["ix"])
            out.append("Imp: %s" % c.get("imp", ""))
            out.append("Plan:")
            pl = c["plan"] if i == 0 else r.sample(c["plan"], min(2, len(c["plan"])))
            for p in pl:
                out.append("- %s" % p)
            extra = r.choice([
                "- %s (%s) to %s %s" % (phys.full(), phys.role, "review medicines" if phys.role == "Pharmacist" else "assess mobility",
                                        ctx.d(ctx.later(1), "weekday")),
                "- %s" % family_update(ctx),
                "- TTO to pharmacy; discharge letter to %s %s" % (ctx.V["gp"], ctx.gp.dr()),
                "- DNACPR discussed with %s and %s %s; %s" % (pt.first(), pt.his, ctx.nok_rel,
                                                             r.choice(["form completed", "remains for CPR", "for further discussion"])),
            ])
            out.append(extra)
            out.append(signature(ctx, jr, "dash", when=False))
        elif style == "structured":
            out.append("=== WARD ROUND %s %s ===" % (ctx.d(day), t))
            out.append("Led by: %s   Present: %s (%s), %s (%s), %s (nurse in charge)" % (
                lead.dr_full(), reg.dr(), reg.role.split()[0], jr.dr(), jr.role, nurse.full()))
            out.append("Day of admission: %d (admitted %s to %s)" % (hd, ctx.d(c["adm"]), HOSP(ctx.ward)))
            out.append("Subjective: %s" % (c["hpi"] if i == 0 else c["subj"]))
            out.append("Observations: %s" % clinical.vitals(ctx))
            out.append("Examination: %s" % c["exam"])
            out.append("Results: %s" % c["ix"])
            if i == ndays - 1 and r.random() < 0.6:
                out.append(clinical.lab_table(ctx, r.choice([2, 3])))
            out.append("Assessment: %s" % c.get("imp", ""))
            out.append("Actions:\n" + numbered(c["plan"] + [family_update(ctx)], "num"))
            out.append("Next of kin informed: %s" % r.choice(["yes - %s" % ctx.nok.full(), "not yet - try %s" % PHONE(ctx.nok_tel), "yes, by %s" % nurse.full()]))
            out.append("Documented by %s (%s), bleep %s" % (jr.full(), jr.role, PHONE(jr.bleep)))
        else:
            out.append("%s - %s Team Rounds (%s)" % (ctx.d(day, r.choice(["num", "wd"])), spec, lead.dr_full()))
            out.append("Present: %s, %s, %s RN, pharmacist %s" % (reg.dr_full(), jr.dr_full(), nurse.full(), phys.full()))
            if i == 0:
                out.append("ID: %s with %s, HD#%d. %s" % (ctx.age_phrase(), ", ".join(general.pmh_pool(ctx)), hd, c["hpi"]))
            out.append("Interval: %s" % c["subj"])
            out.append("Vitals: %s" % clinical.vitals(ctx))
            out.append("PE: %s" % c["exam"])
            out.append("Labs/imaging: %s" % c["ix"])
            out.append("A/P:")
            for p in c["plan"]:
                out.append("  # %s" % p)
            out.append("  # Dispo: %s" % r.choice(["home %s" % ctx.d(ctx.later(r.randint(1, 3)), "wd"), "PT/OT recs pending; may need SNF (%s)" % HOSP(care_home(r)),
                                                   "needs home health; %s" % family_update(ctx)]))
            out.append("%s for %s" % (signature(ctx, jr, "esig", when=True, day=day, time="%02d:%02d" % (r.randint(12, 19), r.randint(0, 59))), lead.dr()))
        out.append("")
    if r.random() < 0.5:
        out.append(audit_footer(ctx, jr))
    return "\n".join(out).rstrip()


# ---------------------------------------------------------------------------

def clerking(ctx):
    r = ctx.rng
    pt = ctx.pt
    L = ctx.loc.code
    V = ctx.V
    spec = r.choice(["Medical", "Acute Medicine", "General Medicine", "Internal Medicine", "Medical Take"])
    cons, reg, jr, nurse = team(ctx, spec)
    kind = r.choice(general.GEN_KINDS)
    c = general.presentation(ctx, kind)
    pmh = general.pmh_pool(ctx)
    ms = general.meds(ctx, r.randint(3, 8))
    allg = r.choice(general.ALLERGIES)
    soc = social(ctx, depth=2)
    layout = r.choice(["uk_clerk", "us_hp", "au_admission", "free"])
    if L in ("US", "CA"):
        layout = r.choice(["us_hp", "us_hp", "free"])
    out = []
    ref_src = r.choice(["%s via ambulance" % V["ed"], "%s referral (%s)" % (V["gp"], ctx.gp.dr()),
                        "%s; brought in by %s" % (V["ed"], ctx.nok.full()), "self-presented to %s" % V["ed"]])
    fh = r.choice(["Father died of MI aged %s; mother had T2DM." % AGE(str(r.randint(48, 80))),
                   "Mother alive, %s, dementia. Brother %s has COPD." % (AGE(str(r.randint(80, 100))) if ctx.age < 70 else "deceased", FAM(r.choice(pools.MALE))),
                   "Nil significant.", "Sister (%s) breast cancer at %s." % (FAM(r.choice(pools.FEMALE)), AGE(str(r.randint(38, 62)))),
                   "Son %s, %s, lives in %s." % (FAM(r.choice(pools.MALE)), AGE(str(max(18, ctx.age - r.randint(22, 38)))), CITY(ctx.loc.town()))])
    if layout == "uk_clerk":
        out.append("MEDICAL CLERKING")
        out.append(header(ctx, r.choice(["sticker", "kv"]), extra_ids=r.random() < 0.3))
        out.append("Date/time seen: %s %s    Source: %s" % (ctx.d(ctx.today), ctx.time, ref_src))
        out.append("Clerked by: %s (%s)   Consultant: %s" % (jr.dr_full(), jr.role, cons.dr_full()))
        out.append("")
        out.append("PC: %s" % c["pc"])
        out.append("HPC: %s, %s, presents with %s. %s" % (pt.formal(), ctx.age_phrase(), c["pc"], c["hpc"]))
        out.append("")
        out.append("PMH:\n" + numbered(pmh, "dash"))
        if r.random() < 0.5:
            d2 = ctx.ago(r.randint(20, 300))
            out.append("Last admission %s (%s) with %s." % (ctx.date_range(d2 - dt.timedelta(days=r.randint(2, 9)), d2), HOSP(ctx.hosp),
                                                         r.choice(["CAP", "fall", "AKI", "UTI", "chest pain", "COPD exacerbation"])))
        out.append("DH:\n" + numbered(ms, "dash"))
        out.append("Allergies: %s" % allg)
        out.append("SH: " + " ".join(soc))
        out.append("FH: " + fh)
        out.append("Systems review: otherwise unremarkable.")
        out.append("")
        out.append("O/E: %s\n%s" % (clinical.vitals(ctx, sick=True), c["exam"]))
        out.append("Ix: %s" % c["ix"])
        out.append("")
        out.append("Imp: %s" % c["imp"])
        out.append("Plan:\n" + numbered(c["plan"], "num"))
        out.append("VTE assessment done. Escalation: %s." % r.choice(["full", "ward-based care", "for NIV not ICU"]))
        out.append("NOK %s (%s) aware - %s." % (ctx.nok.full(), ctx.nok_rel, PHONE(ctx.nok_tel)))
        out.append("")
        out.append(signature(ctx, jr, r.choice(["bleep", "form", "dash"])))
        out.append("PTWR %s: seen by %s - agree with above; %s." % (ctx.d(ctx.later(1) if r.random() < 0.5 else ctx.today, "short"),
                                                              cons.dr(), r.choice(["add CT", "continue", "for discussion with family", "home when safe"])))
    elif layout == "us_hp":
        out.append("HISTORY AND PHYSICAL - ADMISSION")
        out.append(header(ctx, "facesheet", extra_ids=True))
        if r.random() < 0.5:
            if L == "US":
                out.append(ssn_str(ctx) + "   Insurance: %s, group %s" % (ORG(ctx.loc.insurer()), M("HEALTHPLAN", ctx.loc.group_no())))
            else:
                out.append(ssn_str(ctx) + "   Extended health: %s" % ORG(ctx.loc.insurer()))
        out.append("Admitting attending: %s   Resident: %s, %s" % (cons.name_cred(), jr.full(), jr.role))
        out.append("Date of admission: %s   Time: %s   Source: %s" % (ctx.d(ctx.today), ctx.time, ref_src))
        out.append("")
        out.append("CHIEF COMPLAINT: \"%s\"" % c["pc"])
        out.append("")
        out.append("HPI: %s is a %s with %s who presents with %s. %s" % (pt.full(), ctx.age_phrase(True), ", ".join(pmh[:3]), c["pc"], c["hpc"]))
        out.append("")
        out.append("PAST MEDICAL HISTORY: " + "; ".join(pmh))
        out.append("MEDICATIONS: " + "; ".join(ms))
        out.append("ALLERGIES: %s" % allg)
        out.append("SOCIAL HISTORY: " + " ".join(soc))
        out.append("FAMILY HISTORY: " + fh)
        out.append("ROS: 10-point review negative except as per HPI.")
        out.append("")
        out.append("PHYSICAL EXAM:\nVitals: %s\n%s" % (clinical.vitals(ctx, sick=True), c["exam"]))
        out.append("")
        out.append("DATA: %s" % c["ix"])
        out.append("")
        out.append("ASSESSMENT/PLAN: %s" % c["imp"])
        out.append(numbered(c["plan"] + ["Code status: %s" % r.choice(["full code", "DNR/DNI (POLST on file)", "full code, HCP is %s" % ctx.nok.full()]),
                                          "Contact: %s (%s) %s" % (ctx.nok.full(), ctx.nok_rel, PHONE(ctx.nok_tel))], "num"))
        out.append("")
        out.append(signature(ctx, jr, "esig"))
        out.append("Attending note: Patient seen and examined on %s. Agree with resident findings and plan as documented. -- %s" % (
            ctx.d(ctx.today), cons.name_cred()))
        if r.random() < 0.4:
            scribe = ctx.new_staff("other", "Medical scribe")
            out.append("Scribe statement: this note was scribed by %s in the presence of %s." % (scribe.full(), cons.dr_full()))
        if r.random() < 0.6:
            out.append(audit_footer(ctx, jr))
    elif layout == "au_admission":
        out.append("ADMISSION NOTE - %s" % spec.upper())
        out.append("%s   %s   %s" % (HOSP(ctx.hosp), HOSP(ctx.ward), ctx.d(ctx.today, "wd")))
        out.append(header(ctx, "compact"))
        out.append("")
        out.append("Referred: %s" % ref_src)
        out.append("Admitting team: %s (cons), %s (%s)" % (cons.dr_full(), jr.dr_full(), jr.role))
        out.append("")
        out.append("Presenting complaint\n  %s" % c["pc"])
        out.append("History\n  %s" % c["hpc"])
        out.append("Past history\n  " + "\n  ".join(pmh))
        out.append("Medications (reconciled with %s, %s)\n  " % (HOSP(general.pharm(ctx)), PHONE(ctx.tel("home"))) + "\n  ".join(ms))
        out.append("Allergies/ADRs: %s" % allg)
        out.append("Social\n  " + "\n  ".join(soc))
        out.append("Family\n  " + fh)
        out.append("Examination\n  %s\n  %s" % (clinical.vitals(ctx, sick=True), c["exam"]))
        out.append("Investigations\n  %s" % c["ix"])
        out.append("Impression\n  %s" % c["imp"])
        out.append("Management\n" + numbered(c["plan"], "paren"))
        out.append("Goals of care: %s" % r.choice(["full active treatment", "ward-based, not for MET/ICU", "for MET calls, not for CPR"]))
        out.append("")
        out.append(signature(ctx, jr, r.choice(["plain", "signed"])))
    else:
        out.append("Admission note %s %s" % (ctx.d(ctx.today), ctx.time))
        out.append("%s, %s, %s %s, DOB %s. %s" % (pt.full(), ctx.age_phrase(), ctx.mrn_label, M("MRN", ctx.mrn), ctx.dob_str(), location_line(ctx)))
        out.append("")
        out.append("%s presents with %s. %s" % (pt.formal(), c["pc"], c["hpc"]))
        out.append("Background of %s. Regular meds: %s. Allergy: %s." % (", ".join(pmh), ", ".join(ms), allg))
        if r.random() < 0.6:
            d2 = ctx.ago(r.randint(20, 300))
            out.append("Previous admission %s with %s; discharged to %s." % (ctx.date_range(d2 - dt.timedelta(days=r.randint(2, 12)), d2),
                                                                           r.choice(["pneumonia", "a fall", "delirium", "heart failure"]),
                                                                           r.choice(["home", HOSP(care_home(r)), "home with carers"])))
        out.append(" ".join(soc) + " " + fh)
        out.append("")
        out.append("Examined: %s. %s" % (clinical.vitals(ctx, sick=True), c["exam"]))
        out.append("Results so far: %s" % c["ix"])
        out.append("")
        out.append("I think this is %s." % c["imp"].lower())
        out.append("Plan: " + "; ".join(c["plan"]) + ".")
        out.append("Spoke to %s %s on %s; %s." % (ctx.nok_rel, ctx.nok.full(), PHONE(ctx.nok_tel),
                                                r.choice(["will bring in glasses and hearing aids", "aware of admission", "is LPA for health and welfare", "would like a call before any procedure"])))
        out.append("%s aware. %s" % (reg.dr_full(), gp_line(ctx)))
        out.append("")
        out.append(signature(ctx, jr, r.choice(["dash", "esig", "bleep"])))
    return "\n".join(out)
