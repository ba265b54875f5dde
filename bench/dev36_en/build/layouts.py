"""Generic note layouts: clinic letter, EHR progress note, discharge summary, dictated consult,
terse ward/clinic entry, telephone encounter, GP referral, telehealth note, MDT outcome."""
import datetime as dt

from phi import M
import blocks as B
import common
import pools as P
import prose
from locales import WEEKDAYS


def _discuss(c, d, k=None):
    r = c.r
    pool = list(prose.DISCUSS_SUB.get(d.get("sub", ""), [])) * 2 + list(prose.DISCUSS[d.get("g", "neuro")])
    r.shuffle(pool)
    k = k or r.randint(2, 4)
    out = []
    for x in pool:
        if x not in out:
            out.append(x)
        if len(out) == k:
            break
    return " ".join(out)


def _exam(c, d):
    r = c.r
    g = list(prose.EXAM_GENERAL)
    r.shuffle(g)
    return " ".join(g[:r.randint(2, 4)]) + (" " + d["exam"] if d.get("exam") else "")


def _bul(c, items, style=None):
    r = c.r
    style = style or r.choice(["num", "dash", "bullet", "num)"])
    out = []
    for i, it in enumerate(items, 1):
        pre = {"num": f"{i}. ", "dash": "- ", "bullet": "* ", "num)": f"{i}) "}[style]
        out.append(pre + it)
    return "\n".join(out)


def _meds(c, d):
    return d.get("meds") or ["nil regular"]


def _dob_line(c, d=None):
    r = c.r
    dob = c.date(c.pt.dob)
    return r.choice([f"DOB: {dob}", f"D.O.B. {dob}", f"Date of birth: {dob}", f"DOB {dob} ({c.AGE()}y)",
                     f"DOB: {dob}  Age: {c.AGE()}"])


def _ids_inline(c, sep="  "):
    return sep.join(f"{lab}: {val}" for lab, val in B.id_fields(c))


def _sex(c):
    return c.pt.sex


def _social_text(c, d):
    s = d.get("social") or B.social(c)
    return " ".join(s)


# ------------------------------------------------------------------ clinic letter
def letter(c, d):
    r = c.r
    L = []
    upper = r.random() < 0.3
    L += B.letterhead(c, d["dept"], upper=upper)
    L.append("")
    author = c.cons
    typist = c.sec
    refs = []
    if r.random() < 0.7:
        refs.append(f"Our ref: {c.S(author, 'initials')}/{c.S(typist, 'initials')}/{M('MRN', c.ids['mrn'])}"
                    if r.random() < 0.5 else f"Ref: {c.S(author, 'initials')}/{c.S(typist, 'lower_initials')}")
    refs.append(f"Clinic date: {c.date(c.visit)}" if r.random() < 0.7 else f"Seen: {c.date(c.visit)}")
    typed = c.visit + dt.timedelta(days=r.randint(1, 12))
    refs.append(r.choice([f"Dictated: {c.date(c.visit)}   Typed: {c.date(typed)}", f"Date typed: {c.date(typed)}",
                          f"Letter date: {c.date(typed)}"]))
    if r.random() < 0.4:
        refs.append(f"Secretary: {c.S(typist, 'full')}  Tel: {B.tel(c, ext=r.random() < 0.3)}")
    L += refs
    L.append("")
    # addressee
    gp = c.gp
    pr = c.practice
    to_patient = r.random() < 0.12
    if to_patient:
        L.append(c.P("titlefull"))
        L += B.addr_lines(c, c.addr)
        L.append("")
        sal = f"Dear {c.P('title')},"
    else:
        L.append(c.S(gp, "dr_full"))
        L.append(M("HOSPITAL", pr["name"]))
        L += B.addr_lines(c, pr["addr"])
        L.append("")
        sal = r.choice([f"Dear {c.S(gp, 'dr_last')},", f"Dear {c.S(gp, 'first')},", "Dear Colleague,", f"Dear {c.S(gp, 'dr_last')}"])
    L.append(sal)
    L.append("")
    # Re line
    re_name = c.P(r.choice(["titlefull", "LASTfirst", "full", "LAST_first"]))
    ids = B.id_fields(c)
    re = f"Re: {re_name}"
    if r.random() < 0.5:
        re += f", {_dob_line(c)}"
        L.append(re)
        if ids:
            L.append("    " + ", ".join(f"{lab} {val}" for lab, val in ids))
    else:
        L.append(re)
        L.append(f"    {_dob_line(c)}" + ("   " + "   ".join(f"{lab}: {val}" for lab, val in ids) if ids else ""))
    L.append("    " + B.addr_one(c, c.addr))
    L.append("")
    if d.get("dx"):
        L.append(r.choice(["Diagnoses:", "Diagnosis:", "Problem list:", "DIAGNOSES"]))
        L.append(_bul(c, d["dx"], r.choice(["num", "dash", "num)"])))
        L.append("")
    if r.random() < 0.75:
        L.append(r.choice(["Current medication:", "Medications:", "Medication"]))
        L.append(_bul(c, _meds(c, d), r.choice(["dash", "bullet", "num"])))
        L.append("")
    opener = (f"I am writing to you directly, with a copy to {c.S(gp, 'dr_full')}, to summarise your appointment. " if to_patient else "") + r.choice([
        f"I saw {c.P('title')} in the {d['clinic']} on {c.date(c.visit)}{' with ' + c.S(c.reg, 'dr_full') if r.random() < 0.25 else ''}.",
        f"Thank you for referring this {c.age_phrase_long()}, whom I reviewed in clinic today.",
        f"I had the pleasure of seeing {c.P('first')} in the {d['clinic']} today.",
        f"{c.P('title')} attended the {d['clinic']} on {c.date(c.visit)}" + (f", accompanied by {c.his} {c.family[0].rel} {c.F(c.family[0])}." if c.family else "."),
    ])
    paras = [opener] + d["hpi"]
    if d.get("course"):
        paras.append(" ".join(d["course"]))
    L += [p + "\n" for p in paras]
    if r.random() < 0.5:
        L.append("Social: " + _social_text(c, d) + "\n")
    if d.get("exam") or r.random() < 0.5:
        L.append(r.choice(["On examination: ", "Examination: ", "O/E "]) + (_exam(c, d) if r.random() < 0.6 else (d.get("exam") or _exam(c, d))) + "\n")
    if d.get("results"):
        L.append(r.choice(["Investigations:", "Results:", "Recent results:"]))
        L.append("\n".join(d["results"]))
        L.append("")
    if d.get("table"):
        L.append(d["table"])
        L.append("")
    pre = r.choice(["Impression: ", "Summary: ", "In summary, "])
    L.append(pre + (c.lc(d["imp"]) if pre == "In summary, " else d["imp"]))
    L.append("")
    if r.random() < 0.8:
        L.append(_discuss(c, d))
        L.append("")
    L.append(r.choice(["Plan:", "Management plan:", "Recommendations:"]))
    L.append(_bul(c, d["plan"], r.choice(["num", "dash", "bullet"])))
    L.append("")
    if r.random() < 0.6:
        L.append(r.choice(["Please do not hesitate to contact me if you have any concerns.",
                           f"If there are any concerns before then, the department can be reached on {B.tel(c, c.hosp['phone'])}.",
                           "I have copied this letter to the patient.", "Many thanks for your ongoing care."]))
        L.append("")
    L.append(r.choice(["Yours sincerely,", "Yours sincerely", "Kind regards,", "With best wishes,", "Yours faithfully,"]))
    L.append("")
    L.append("")
    L.append(c.S(author, r.choice(["dr_full", "full_cred", "prof"])))
    L.append(c.role)
    if author.lic and r.random() < 0.7:
        L.append(c.lic_str(author))
    if r.random() < 0.3:
        L.append(f"Dictated but not signed to avoid delay")
    L.append("")
    if r.random() < 0.35:
        L.append(B.dictation_line(c, author, typist))
        L.append("")
    if to_patient:
        L.append("cc:")
        L.append("    " + B.cc_block(c, include_patient=False)[0])
    else:
        cc = B.cc_block(c, include_patient=r.random() < 0.8)
        L.append("cc:")
        L += ["    " + x for x in cc[1:]] if r.random() < 0.3 else ["    " + x for x in cc]
    return "\n".join(L)


# ------------------------------------------------------------------ EHR progress note
def ehr_note(c, d):
    r = c.r
    L = []
    h = c.hosp
    L.append(f"{M('HOSPITAL', h['name'])}" + r.choice([f" - {d['dept']}", f" | {d['dept']}", "", f"\n{d['dept']}"]))
    L.append(r.choice([d["title"].upper(), d["title"], "OUTPATIENT PROGRESS NOTE", "Clinic Note", "Office Visit"]))
    L.append("")
    sexw = "M" if c.pt.sex == "M" else "F"
    L.append(f"Patient: {c.P(r.choice(['LASTfirst', 'Lastfirst', 'full']))}    {_dob_line(c)}    Sex: {sexw}")
    L.append(_ids_inline(c, "    "))
    L.append(f"Date of Service: {c.date(c.visit)}" + (f"    Location: {d['clinic']}, Room {M('LOCATION_OTHER', str(r.randint(1, 30)))}" if r.random() < 0.4 else ""))
    L.append(f"{r.choice(['Attending', 'Provider', 'Physician'])}: {c.S(c.cons, 'full_cred')}" +
             (f"    {r.choice(['Resident', 'Fellow'])}: {c.S(c.reg, 'full_cred')}" if r.random() < 0.5 else ""))
    L.append(f"{common.gp_title(c)}: {c.S(c.gp, r.choice(['full_cred', 'dr_full']))}, {M('HOSPITAL', c.practice['name'])}"
             + (f", {B.tel(c, c.practice['phone'])}" if r.random() < 0.6 else ""))
    if c.loc == "US" and r.random() < 0.75:
        ins = M("ORGANIZATION", c.ch(P.INSURERS["US"]))
        L.append(f"Insurance: {ins}    Member ID: {M('HEALTHPLAN', c.ids['plan'])}" +
                 (f"    Group #: {M('HEALTHPLAN', c.L.group())}" if r.random() < 0.6 else ""))
    if c.loc == "US" and r.random() < 0.2:
        lab, t, v = c.L.national()
        L.append(f"SSN: {M(t, v)}")
    L.append("")
    L.append(f"CHIEF COMPLAINT: {d['reason']}")
    L.append("")
    L.append("HISTORY OF PRESENT ILLNESS:")
    if r.random() < 0.5:
        L.append(" ".join([f"{c.P('full')} is {c.a_age_phrase()} seen for {c.lc(d['reason'])}."] + d["hpi"][:1]))
    else:
        L.append(d["hpi"][0])
    for p in d["hpi"][1:]:
        L.append(p)
    if d.get("course"):
        L.append(" ".join(d["course"]))
    L.append("")
    L.append("PAST MEDICAL HISTORY:")
    L.append(_bul(c, d.get("pmh") or ["None"], "dash"))
    L.append("")
    L.append("MEDICATIONS:")
    L.append(_bul(c, _meds(c, d), "dash"))
    L.append(f"ALLERGIES: {d.get('allergies') or common.allergy(c)}")
    L.append("")
    L.append("SOCIAL HISTORY: " + _social_text(c, d))
    if d.get("fhx"):
        L.append("FAMILY HISTORY: " + d["fhx"])
    L.append("")
    if r.random() < 0.7:
        ros = list(prose.ROS)
        r.shuffle(ros)
        L.append("REVIEW OF SYSTEMS:")
        L.append("\n".join(ros[:r.randint(3, 6)]))
        L.append("")
    L.append("PHYSICAL EXAM:")
    L.append("Vitals: " + common.vitals(c))
    L.append(_exam(c, d))
    L.append("")
    if d.get("results") or d.get("table"):
        L.append(r.choice(["DATA REVIEWED:", "RESULTS:", "LABS/IMAGING:"]))
        if d.get("results"):
            L.append("\n".join(d["results"]))
        if d.get("table"):
            L.append(d["table"])
        L.append("")
    L.append("ASSESSMENT AND PLAN:")
    L.append(d["imp"])
    L.append(_bul(c, d["plan"], "dash"))
    if r.random() < 0.7:
        L.append("")
        L.append(r.choice(["Counseling: ", "Discussion: ", "Patient education: "]) + _discuss(c, d))
    L.append("")
    if r.random() < 0.5:
        L.append(f"Return to clinic: {c.date(c.future(28, 180))}" + r.choice(["", f" with {c.S(c.cons, 'dr_last')}"]))
    if r.random() < 0.45 and c.reg:
        L.append(f"Attending attestation: I saw and examined the patient with {c.S(c.reg, 'dr_full')} and agree with the findings and plan as documented. "
                 f"{r.choice(['Total time 40 minutes.', 'Greater than 50% of the visit spent counselling.', ''])}".rstrip())
    L.append("")
    L.append(B.esign(c, c.cons))
    if r.random() < 0.5:
        L.append(B.audit(c, c.cons))
    if r.random() < 0.3:
        L.append(f"cc: {c.S(c.gp, 'dr_full')} via fax {B.fax(c, c.practice['fax'])}")
    return "\n".join(L)


# ------------------------------------------------------------------ discharge summary
def discharge(c, d):
    r = c.r
    L = []
    adm, dis = d.get("adm") or c.adm, d.get("dis") or c.dis
    L.append(M("HOSPITAL", c.hosp["name"].upper() if r.random() < 0.4 else c.hosp["name"]))
    L.append(r.choice(["DISCHARGE SUMMARY", "Discharge Summary", "Inpatient Discharge Letter", "DISCHARGE LETTER TO GP"]))
    L.append(r.choice(["=" * 40, "-" * 40, ""]))
    L.append(f"Name: {c.P(r.choice(['LASTfirst', 'full', 'LAST_first']))}")
    L.append(_dob_line(c))
    for lab, val in B.id_fields(c):
        L.append(f"{lab}: {val}")
    L.append(f"Address: {B.addr_one(c, c.addr)}")
    if r.random() < 0.6:
        L.append(B.nok_line(c))
    nat = c.L.national()
    if nat and ((c.loc == "US" and r.random() < 0.25) or (c.loc == "IE" and r.random() < 0.3) or (c.loc == "UK" and r.random() < 0.08)):
        lab, t, v = nat
        L.append(f"{lab}: {M(t, v)}")
    L.append("")
    L.append(f"Admission date: {c.date(adm)}" + r.choice(["", f"   via {r.choice(['ED', 'ambulance', 'GP referral', 'AMU'])}"]))
    L.append(f"Discharge date: {c.date(dis)}" + (f"   (LOS {(dis - adm).days} days, {c.sdate(adm, 0)}-{c.sdate(dis, 0)})" if r.random() < 0.3 else ""))
    L.append(f"Ward: {M('HOSPITAL', c.ward)}" + (f", bed {M('LOCATION_OTHER', c.bed)}" if r.random() < 0.5 else ""))
    L.append(f"Consultant: {c.S(c.cons, r.choice(['dr_full', 'full_cred']))}")
    L.append(f"{common.gp_title(c)}: {c.S(c.gp, 'dr_full')}, {M('HOSPITAL', c.practice['name'])}")
    L.append("")
    L.append("Diagnoses:")
    L.append(_bul(c, d["dx"], "num"))
    L.append("")
    L.append("Presentation:")
    L.append("\n".join(d["hpi"]))
    L.append("")
    if d.get("course"):
        L.append("Hospital course:")
        L.append("\n".join(d["course"]))
        L.append("")
    if d.get("results"):
        L.append("Key investigations:")
        L.append("\n".join("- " + x for x in d["results"]))
        L.append("")
    if d.get("table"):
        L.append(d["table"])
        L.append("")
    if r.random() < 0.7:
        L.append("Information given to patient: " + _discuss(c, d, 2))
        L.append("")
    L.append("Discharge medications:")
    L.append(_bul(c, _meds(c, d), "dash"))
    L.append(f"Allergies: {d.get('allergies') or common.allergy(c)}")
    L.append("")
    L.append("Follow-up / actions:")
    L.append(_bul(c, d["plan"], "num"))
    L.append("")
    author = c.reg if r.random() < 0.7 else c.cons
    L.append(f"Completed by: {c.S(author, 'dr_full')}, {c.junior_role if author is c.reg else c.role}"
             + (f", bleep {M('PHONE', str(r.randint(1000, 9999)))}" if c.uk and r.random() < 0.5 else "")
             + (f", pager {M('PHONE', str(r.randint(1, 9)) + '-' + str(r.randint(1000, 9999)))}" if not c.uk and r.random() < 0.4 else ""))
    L.append(f"Date: {c.date(dis)}")
    if r.random() < 0.4:
        L.append(B.audit(c, author))
    return "\n".join(L)


# ------------------------------------------------------------------ dictated consult
def dictated(c, d):
    r = c.r
    L = []
    L.append(M("HOSPITAL", c.hosp["name"].upper()))
    L.append(r.choice([f"{d['dept'].upper()} CONSULTATION", "CONSULTATION REPORT", f"{d['dept'].upper()} - NEW PATIENT"]))
    L.append("")
    L.append(f"PATIENT: {c.P('LASTfirst')}")
    for lab, val in B.id_fields(c):
        L.append(f"{lab.upper()}: {val}")
    L.append(f"DOB: {c.date(c.pt.dob)}")
    L.append(f"DATE OF CONSULTATION: {c.date(c.visit)}")
    L.append(f"REQUESTING PHYSICIAN: {c.S(c.gp, r.choice(['dr_full', 'full_cred']))}")
    L.append(f"CONSULTANT: {c.S(c.cons, 'full_cred')}")
    L.append("")
    L.append(f"REASON FOR CONSULTATION: {d['reason']}.")
    L.append("")
    L.append("HISTORY: " + " ".join(d["hpi"]))
    L.append("")
    if d.get("pmh"):
        L.append("PAST HISTORY: " + "; ".join(d["pmh"]) + ".")
    L.append("MEDICATIONS: " + ", ".join(_meds(c, d)) + ".")
    L.append("ALLERGIES: " + (d.get("allergies") or common.allergy(c)).upper() + ".")
    L.append("SOCIAL HISTORY: " + _social_text(c, d))
    if d.get("fhx"):
        L.append("FAMILY HISTORY: " + d["fhx"])
    L.append("")
    L.append("PHYSICAL EXAMINATION: " + common.vitals(c).rstrip(".") + ". " + _exam(c, d))
    L.append("")
    if d.get("results"):
        L.append("INVESTIGATIONS: " + " ".join(d["results"]))
        L.append("")
    L.append("IMPRESSION: " + d["imp"])
    L.append("")
    L.append("DISCUSSION: " + _discuss(c, d))
    L.append("")
    L.append("RECOMMENDATIONS:")
    L.append(_bul(c, d["plan"], "num"))
    L.append("")
    L.append(r.choice(["Thank you for this interesting consultation.", "Thank you for allowing me to participate in the care of this patient.",
                       "We will follow along.", f"Thank you for asking me to see {c.P('title')}."]))
    L.append("")
    L.append(c.S(c.cons, "full_cred"))
    if c.cons.lic:
        L.append(c.lic_str(c.cons))
    L.append("")
    L.append(B.dictation_line(c, c.cons, c.sec))
    if r.random() < 0.5:
        L.append(f"cc: {c.S(c.gp, 'dr_full')}" + (f", fax {B.fax(c, c.practice['fax'])}" if r.random() < 0.6 else ""))
    return "\n".join(L)


# ------------------------------------------------------------------ terse entry
def terse(c, d):
    r = c.r
    L = []
    t = f"{r.randint(7, 20):02d}:{r.randint(0, 59):02d}"
    hdr = f"{c.P(r.choice(['LASTfirst', 'initials', 'full']))}  {c.AGE()}{c.pt.sex}  " + _ids_inline(c, "  ")
    who = r.choice([c.reg, c.cons, c.nurse])
    sig = r.choice([f"{c.S(who, 'init_last')} ({c.junior_role if who is c.reg else ('Cons' if who is c.cons else 'CNS')})",
                    f"-- {c.S(who, 'full')}" + (f", {who.cred}" if who.cred else ""),
                    f"Seen with {c.S(c.cons, 'dr_last')}. {c.S(c.reg, 'initials')} {c.junior_role}",
                    f"{c.S(who, 'full')} {c.lic_str(who) if who.lic else ''}".rstrip()])
    if d.get("inpatient"):
        L.append(f"WARD ROUND NOTES - {d['dept']}")
        L.append(hdr)
        L.append(f"{M('HOSPITAL', c.ward)} bed {M('LOCATION_OTHER', c.bed)}, adm {c.sdate(c.adm)}, cons {c.S(c.cons, 'dr_last')}")
        L.append("")
        L.append(f"{c.date(c.adm)} {t} - post-take")
        L.append("PC: " + d["hpi"][0])
        if len(d["hpi"]) > 1:
            L.append(" ".join(d["hpi"][1:]))
        L.append("PMHx: " + "; ".join(d.get("pmh") or ["nil of note"]))
        L.append("Imp: " + d["dx"][0])
        L.append(f"{c.S(c.reg, 'init_last')} {c.junior_role}")
        L.append("")
        days = (c.dis - c.adm).days
        steps = sorted(set([max(1, days // 3), max(1, 2 * days // 3), days]))
        course = list(d.get("course") or [])
        for i, k in enumerate(steps):
            dd = c.adm + dt.timedelta(days=k)
            auth = r.choice([c.reg, c.cons, c.new_staff("doc")])
            L.append(f"{c.date(dd)} {r.randint(8, 11):02d}:{r.randint(0, 59):02d} WR ({c.S(auth, r.choice(['dr_last', 'initials', 'init_last']))})")
            L.append("S: " + r.choice(["feels better", "slept poorly", "pain improved", "no new complaints", "eating and drinking", "mobilising with physio"]) + ".")
            L.append("O: " + common.vitals(c).rstrip(".") + ".")
            if course:
                L.append("   " + course.pop(0))
            if i == len(steps) - 1:
                L.append("A: " + d["imp"])
                L.append("P: " + " ".join(d["plan"]))
            else:
                L.append("P: " + r.choice(["continue current management", "repeat bloods in AM", "await imaging", "physio/OT", "titrate analgesia"]) + ".")
            L.append("")
        if course:
            L.append("Addendum: " + " ".join(course))
        L.append(sig)
    else:
        L.append(f"{c.date(c.visit)} {t}  {d['dept']}" + r.choice([" clinic", " review", " F/U", " OPD"]))
        L.append(hdr)
        L.append("")
        L.append("S: " + " ".join(d["hpi"][:2]))
        if len(d["hpi"]) > 2:
            L.append("   " + " ".join(d["hpi"][2:]))
        L.append("PMHx: " + "; ".join(d.get("pmh") or ["nil"]) + ". Meds: " + ", ".join(_meds(c, d)) + ".")
        if r.random() < 0.5:
            L.append("SHx: " + _social_text(c, d))
        L.append("O: " + common.vitals(c).rstrip(".") + ". " + (d.get("exam") or ""))
        if d.get("results"):
            L.append("   " + " / ".join(d["results"]))
        if d.get("table") and r.random() < 0.6:
            L.append(d["table"])
        L.append("A: " + d["imp"])
        L.append("P:")
        for p in d["plan"]:
            L.append("  - " + p)
        L.append("")
        L.append(sig)
    if r.random() < 0.4:
        L.append(B.audit(c, who))
    return "\n".join(L)


# ------------------------------------------------------------------ telephone encounter
def phone(c, d):
    r = c.r
    L = []
    caller_is_pt = r.random() < 0.5
    t = f"{r.randint(8, 17):02d}:{r.randint(0, 59):02d}"
    L.append(r.choice(["TELEPHONE ENCOUNTER", "Telephone Consultation", "Phone call note", "TELEPHONE CONTACT"]))
    L.append(f"{M('HOSPITAL', c.hosp['name'])} - {d['dept']}")
    L.append(f"Patient: {c.P(r.choice(['LASTfirst', 'full']))}   {_dob_line(c)}   " + _ids_inline(c, "   "))
    L.append(f"Date/time: {c.date(c.visit)} {t}")
    if caller_is_pt:
        num = c.mobile
        L.append(f"Caller: patient, on {M('PHONE', num)}")
    else:
        f = c.new_family(r.choice(["daughter", "son", "wife", "husband", "carer", "mother", "partner"]))
        if (f.rel == "wife" and c.pt.sex == "F") or (f.rel == "husband" and c.pt.sex == "M"):
            f.rel = "partner"
        c.family.append(f)
        L.append(f"Caller: {c.F(f, 'full')} ({f.rel}), {B.tel(c, mobile=True)}; consent to discuss on file.")
    L.append(f"Taken by: {c.S(c.nurse, 'full_cred')}")
    L.append("")
    L.append("Reason for call: " + d["reason"] + ".")
    L.append(" ".join(d["hpi"][:2]))
    if not caller_is_pt and r.random() < 0.6:
        wd = c.past(1, 6)
        day = M("DATE", WEEKDAYS[wd.weekday()].lower())
        pf = M("PATIENT", c.pt.first.lower())
        parent = "mum" if c.pt.sex == "F" else "dad"
        L.append(r.choice([
            f'{f.rel} says "{pf} has been off {c.his} food since {day} and {c.he} looks a bit yellow to me"',
            f'quote from {f.rel}: "{parent} is not right since {day}, {pf} keeps dozing off in the chair"',
            f'{f.rel} reports: "it\'s {M("FAMILY", f.first.lower())} here, {c.he} had a really bad night on {day}"',
        ]))
    elif caller_is_pt and r.random() < 0.4:
        wd = c.past(1, 6)
        L.append(f'pt states "i have been feeling rough since {M("DATE", WEEKDAYS[wd.weekday()].lower())}, '
                 f'my {c.ch(["daughter", "son", "neighbour", "friend"])} told me to ring"')
    if d.get("results"):
        L.append("Recent results discussed: " + " ".join(d["results"][:2]))
    if r.random() < 0.6:
        L.append("Current meds confirmed: " + ", ".join(_meds(c, d)) + ".")
    L.append("")
    L.append("Advice / plan:")
    L.append(_bul(c, d["plan"][:4], "dash"))
    if r.random() < 0.6:
        L.append(_discuss(c, d, 2))
    L.append(r.choice([f"Discussed with {c.S(c.cons, 'dr_full')} who agrees.", f"Escalated to {c.S(c.reg, 'dr_last')} (on call).",
                       "Patient verbalised understanding.", f"Call back on {B.tel(c, c.home_phone)} if worse."]))
    L.append(f"Next contact: {c.date(c.future(3, 30))}")
    L.append("")
    L.append(B.esign(c, c.nurse) if r.random() < 0.6 else f"{c.S(c.nurse, 'full')} {c.date(c.visit)} {t}")
    return "\n".join(L)


# ------------------------------------------------------------------ GP referral
def referral(c, d):
    r = c.r
    L = []
    pr = c.practice
    L.append(M("HOSPITAL", pr["name"]))
    L += B.addr_lines(c, pr["addr"])
    L.append(f"Tel {B.tel(c, pr['phone'])}  Fax {B.fax(c, pr['fax'])}")
    if r.random() < 0.4:
        L.append(f"Email: {M('EMAIL', c.email_for(c.gp, pr['domain']))}")
    L.append("")
    L.append(c.date(c.visit))
    L.append("")
    L.append(f"To: {d['dept']}, {M('HOSPITAL', c.hosp['name'])}" + (f", attn {c.S(c.cons, 'dr_full')}" if r.random() < 0.5 else ""))
    L.append(r.choice(["Priority: urgent", "Priority: routine", "Priority: soon", "URGENT - suspected cancer pathway" if d.get("cancer") else "Priority: routine"]))
    L.append("")
    L.append(f"Patient: {c.P('titlefull')}   {_dob_line(c)}")
    L.append(f"Address: {B.addr_one(c, c.addr)}")
    L.append(f"Phone: {M('PHONE', c.home_phone)}   Mobile: {M('PHONE', c.mobile)}")
    if r.random() < 0.4:
        c.email = c.patient_email()
        L.append(f"Email: {M('EMAIL', c.email)}")
    for lab, val in B.id_fields(c):
        L.append(f"{lab}: {val}")
    if c.loc == "IE" and r.random() < 0.6:
        lab, t, v = c.L.national()
        L.append(f"{lab}: {M(t, v)}")
    if c.loc == "UK" and r.random() < 0.15:
        lab, t, v = c.L.national()
        L.append(f"{lab}: {M(t, v)}")
    if c.loc == "CA" and r.random() < 0.1:
        lab, t, v = c.L.national()
        L.append(f"{lab}: {M(t, v)}")
    L.append("")
    L.append(f"Dear {r.choice(['Colleague', 'Doctor']) if r.random() < 0.5 else c.S(c.cons, 'dr_last')},")
    L.append("")
    L.append(f"Thank you for seeing this {c.age_phrase_long()} regarding {c.lc(d['reason'])}. " + d.get("ref", d["hpi"][0]))
    if not d.get("ref"):
        for p in d["hpi"][1:2]:
            L.append(p)
    L.append("")
    L.append("Past history: " + "; ".join(d.get("pmh") or ["nil"]))
    L.append("Medications: " + "; ".join(_meds(c, d)))
    L.append("Allergies: " + (d.get("allergies") or common.allergy(c)))
    L.append("Social: " + _social_text(c, d))
    if d.get("results"):
        L.append("Results: " + " ".join(d["results"][:2]))
    L.append("")
    L.append(r.choice(["I would be grateful for your assessment and advice.", "Many thanks for your help with this patient.",
                       "I would value your opinion regarding further management."]))
    L.append("")
    L.append(r.choice(["Yours sincerely,", "Kind regards,", "Regards,"]))
    L.append(c.S(c.gp, "dr_full"))
    L.append(common.gp_title(c) if c.loc != "US" else "Primary Care Physician")
    if c.gp.lic and r.random() < 0.6:
        L.append(c.lic_str(c.gp))
    return "\n".join(L)


# ------------------------------------------------------------------ telehealth
def telehealth(c, d):
    r = c.r
    L = []
    plat = r.choice(["secure video", "the hospital video platform", "Telehealth video", "video link"])
    url = r.choice([f"https://telehealth.{c.hosp['domain']}/room/{c.digits(6)}", f"https://video.{c.hosp['domain']}/{c.letters(3).lower()}-{c.digits(4)}",
                    f"https://{c.hosp['domain']}/virtual/{c.digits(7)}"])
    L.append(r.choice(["TELEHEALTH CONSULTATION", "Video Consultation Note", "Virtual Clinic Note"]))
    L.append(f"{M('HOSPITAL', c.hosp['name'])}, {d['dept']}")
    L.append("")
    L.append(f"Patient: {c.P('full')}  {_dob_line(c)}  " + _ids_inline(c))
    L.append(f"Date: {c.date(c.visit)}   Clinician: {c.S(c.cons, 'dr_full')}")
    L.append(f"Modality: {plat} ({M('URL', url)}); patient joined from home in {M('CITY', c.addr['city'])}, "
             f"connection IP {M('IPADDR', c.ip())}. Identity confirmed with name and DOB.")
    if r.random() < 0.5:
        L.append(f"Also present: {c.S(c.nurse, 'full')} ({c.nurse.cred or 'nurse'})" + (f" and {c.his} {c.family[0].rel} {c.F(c.family[0])}" if c.family else ""))
    L.append("")
    L.append("History:")
    L.append("\n".join(d["hpi"]))
    L.append("")
    if d.get("results"):
        L.append("Results reviewed:")
        L.append("\n".join(d["results"]))
        L.append("")
    if d.get("table"):
        L.append(d["table"])
        L.append("")
    L.append("Assessment: " + d["imp"])
    L.append(_discuss(c, d))
    L.append("Plan:")
    L.append(_bul(c, d["plan"], "dash"))
    L.append(f"Patient portal: {M('URL', 'https://portal.' + c.hosp['domain'] + r.choice(['', '/login', '/mychart']))}" if r.random() < 0.5 else
             f"Results will be sent to {M('EMAIL', c.patient_email())} as requested.")
    L.append("")
    L.append(B.esign(c, c.cons))
    if r.random() < 0.5:
        L.append(B.audit(c, c.cons))
    return "\n".join(L)


# ------------------------------------------------------------------ MDT outcome
def mdt(c, d):
    r = c.r
    L = []
    mdt_date = c.visit
    L.append(f"{M('HOSPITAL', c.hosp['name'])}")
    L.append(r.choice([f"{d['dept']} Multidisciplinary Team Meeting - Outcome", "MDT OUTCOME FORM", f"{d['dept']} MDM Summary"]))
    L.append(f"Meeting date: {c.date(mdt_date)}" + (f"   Chair: {c.S(c.cons, 'dr_full')}" if r.random() < 0.7 else ""))
    L.append("")
    L.append(f"Patient: {c.P(r.choice(['LASTfirst', 'titlefull', 'LAST_first']))}   {_dob_line(c)}")
    L.append(_ids_inline(c, "   "))
    L.append(f"Referring clinician: {c.S(c.reg, 'dr_full')}   {common.gp_title(c)}: {c.S(c.gp, 'dr_full')} ({M('HOSPITAL', c.practice['name'])})")
    L.append("")
    L.append("Clinical summary:")
    L.append(" ".join(d["hpi"]))
    L.append("")
    if d.get("results"):
        L.append("Investigations discussed:")
        L.append("\n".join("- " + x for x in d["results"]))
        L.append("")
    L.append("MDT outcome / recommendation:")
    L.append(_bul(c, d["plan"], "num"))
    L.append("")
    attend = [c.cons, c.reg, c.nurse] + [c.new_staff("doc") for _ in range(r.randint(1, 3))]
    L.append("Present: " + ", ".join(c.S(s, r.choice(["full", "init_last", "dr_full"]) if s.kind == "doc" else "full") for s in attend))
    L.append(f"Key worker: {c.S(c.nurse, 'full')}, {B.tel(c, ext=r.random() < 0.3)}")
    L.append(f"Outcome recorded by {c.S(c.sec, 'full')} (MDT coordinator)")
    return "\n".join(L)


GENERIC = {"letter": letter, "ehr": ehr_note, "discharge": discharge, "dictated": dictated, "terse": terse,
           "phone": phone, "referral": referral, "telehealth": telehealth, "mdt": mdt}
