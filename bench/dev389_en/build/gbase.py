"""Shared building blocks for the genre writers."""
import clinical as cl
from common import P, add_days, chance, digits, letters, pick, time_of_day
from ctx import dP


def setup(rng, x):
    """Add clinical (non-PHI) values to the context."""
    age = x["_age"]
    keys = cl.comorbid(rng, age)
    x["_keys"] = keys
    x["_meds"] = cl.cond_meds(rng, keys)
    male = x["sx"] == "M"
    while True:
        op = pick(rng, cl.OPS)
        if male and op[1] == "gynaecology":
            continue
        if not male and ("prostat" in op[0] or "TURP" in op[0]):
            continue
        if age > 68 and (op[1] == "bariatrics" or op[0] in ("tonsillectomy", "ACL reconstruction")):
            continue
        break
    x["op"], x["spec"], x["grade"], x["_daycase"] = op
    x["prevop"] = lambda: pick(rng, cl.PREV_OPS)
    c = x["_c"]
    x["opcode"] = {"UK": "OPCS-4 %s%02d.%d" % (pick(rng, "GHJMNTWQ"), rng.randrange(1, 99), rng.randrange(1, 9)),
                   "IE": "ACHI %05d-%02d" % (rng.randrange(30000, 49999), rng.randrange(0, 9)),
                   "AU": "MBS item %d" % rng.randrange(30000, 50000),
                   "NZ": "ACHI %05d-%02d" % (rng.randrange(30000, 49999), rng.randrange(0, 9)),
                   "CA": "CCI 1.%s.%d" % (pick(rng, ["NT.89", "OD.89", "VA.53", "PL.87", "SQ.53"]), rng.randrange(10, 99)),
                   "US": "CPT %d" % rng.randrange(27000, 58000)}[c]
    x["dxcode"] = "ICD-10 %s%02d.%d" % (pick(rng, "CIKMNDE"), rng.randrange(0, 99), rng.randrange(0, 9))
    x["roads"] = {"UK": "DVLA", "IE": "NDLS/RSA", "AU": "state road authority (Austroads)", "NZ": "NZTA",
                  "CA": "provincial licensing (MTO)", "US": "DMV"}[c]
    x["allergy"] = pick(rng, cl.ALLERGIES)
    x["asa"] = cl.asa(rng, keys, age)
    x["cfs"] = str(cl.cfs(rng, age))
    x["cfs_txt"] = cl.CFS_TXT[int(x["cfs"])]
    v = cl.vitals(rng, keys)
    for k in sorted(v):
        x[k] = str(v[k])
    lb = cl.labs(rng, keys)
    for k in sorted(lb):
        x["l_" + k] = str(lb[k])
    x["_ane"] = lb["ane"]
    r, e, q = cl.ecg(rng, keys)
    x["ecg_r"], x["ecg_x"], x["qtc"] = r, e, str(q)
    ex = cl.EXERCISE
    if age > 78:
        ex = [e for e in ex if not any(w in e for w in ("Cycles", "Parkrun", "Swims"))]
    x["exercise"] = pick(rng, ex)
    x["guide"] = {"UK": "NICE NG45", "IE": "NICE NG45", "AU": "ANZCA PG07", "NZ": "ANZCA PG07",
                  "CA": "CAS guidelines", "US": "ASA practice advisory"}[x["_c"]]
    x["anaes_hx"] = pick(rng, cl.ANAES_HX)
    x["fam_hx"] = pick(rng, cl.FAM_HX)
    x["mets"] = str(pick(rng, [2, 3, 4, 4, 5, 6, 7, 8]))
    x["stopbang"] = str(rng.randrange(0, 8) if "osa" in keys or "obese" in keys else rng.randrange(0, 4))
    x["time"] = time_of_day(rng)
    x["time2"] = time_of_day(rng, 13, 19)
    x["anaes_plan"] = pick(rng, ["GA + ETT", "GA with LMA (i-gel)", "spinal + sedation", "GA + epidural",
                                 "GA + ETT, arterial line", "regional (interscalene block) + GA", "TIVA (propofol/remifentanil)",
                                 "spinal anaesthetic", "GA + TAP blocks", "GA + rectus sheath catheters"])
    x["post_bed"] = post_bed(rng, x)
    x["smoke"] = pick(rng, ["never smoker", "ex-smoker", "smokes 10/day", "vapes", "ex-smoker 20 pack-years",
                            "current smoker - advised to stop, referred to stop-smoking service"]) if "smoker" not in keys else \
        pick(rng, ["current smoker 15/day", "smokes 20/day, 30 pack-years", "ex-smoker, quit 2 months ago"])
    x["etoh"] = pick(rng, ["~%d units/week" % rng.randrange(0, 30), "nil", "social only", "occasional",
                           "%d units/wk" % rng.randrange(2, 40), "teetotal"])
    x["living"] = pick(rng, ["lives with {kin_rel} in a house", "lives alone in a bungalow",
                             "lives alone, 1st floor flat, lift", "lives with {kin_rel} {kin_f}, 2-storey house",
                             "lives in {carehome}" if age > 72 else "lives with {kin_rel}, flat",
                             "lives with family", "lives with {kin_rel} and 2 children" if age < 60 else "lives with {kin_rel}"])
    return x


def age_phrase(rng):
    return pick(rng, ["{age}yo", "{age} y/o", "{age}-year-old", "{age} year old", "{age}{sx}", "{age} yr old"])


def header(n, rng, x, title):
    k = rng.randrange(4)
    if k == 0:
        n.w("{hosp}\n", )
        n.w("[[Department of Anaesthesia|Pre-operative Assessment Service|Perioperative Medicine|Anaesthetics & Perioperative Care]]\n")
    elif k == 1:
        n.w("{hosp} - [[Pre-assessment Clinic|Preoperative Clinic|PAC|Surgical Pre-admission Clinic]]\n")
        n.w("{hosp_addr}\n")
    elif k == 2:
        n.w("{hosp_ab} [[Anaesthetics|Pre-op|POAC]] | Tel {pac_tel}[[| | Fax {pac_fax}]]\n")
    else:
        n.w("[[Pre-operative Assessment Unit|Preassessment Dept|Day Surgery Unit]], {bldg}, {hosp}\n")
    n.w(title + "\n")


def demo(n, rng, x, compact=False):
    c = x["_c"]
    k = rng.randrange(5 if not compact else 3)
    ids = []
    ids.append(["{mrn_lbl}: ", x["mrn"]])
    if x.get("nat"):
        ids.append(["{nat_lbl}: ", x["nat"]])
    if x.get("hp") and chance(rng, 0.6):
        ids.append(["{hp_lbl}: ", x["hp"]])
    if x.get("ssn") and chance(rng, 0.8):
        ids.append(["{ssn_lbl}: ", x["ssn"]])
    if chance(rng, 0.3):
        ids.append(["{acct_lbl}: ", x["acct"]])
    if c == "US" and chance(rng, 0.15):
        ids.append(["Palm-vein ID: ", bioid(rng)])
    if k == 0:
        n.w("Patient: {pt_LF}    DOB: {dob} ([[{age}y|{age} yrs|age {age}]])    Sex: {sx}\n")
        for i, it in enumerate(ids):
            n.w(it[0]); n.put(it[1]); n.t("   " if i < len(ids) - 1 else "\n")
    elif k == 1:
        n.w("Name: {pt_tf}\nD.O.B.: {dob}   Age: {age}\n")
        for it in ids:
            n.w(it[0]); n.put(it[1]); n.t("\n")
        if not compact:
            n.w("Address: {addr1}\nTel: [[{pt_tel}|{pt_mob} (mobile)|{pt_mob}]]\n")
    elif k == 2:
        n.w("{pt_LF} | {age}{sx} | DOB {dob}")
        for it in ids:
            n.t(" | "); n.w(it[0]); n.put(it[1])
        n.t("\n")
    elif k == 3:
        n.w("NAME        {pt_LF}\nDOB         {dob}\nAGE/SEX     {age}/{sx}\n")
        for it in ids:
            lbl = n.ctx[it[0][1:-3]] if it[0].startswith("{") else it[0].rstrip(": ")
            n.t(lbl + " " * max(1, 12 - len(lbl)))
            n.put(it[1]); n.t("\n")
        n.w("ADDRESS     {addr1}\nPHONE       {pt_mob}\n")
    else:
        n.w("Re: {pt_fml} (DOB {dob})\n    ")
        for i, it in enumerate(ids):
            n.w(it[0]); n.put(it[1]); n.t(", " if i < len(ids) - 1 else "\n")
        n.w("    {addr1}\n")
    if not compact and chance(rng, 0.3):
        n.w("GP: {gp_tl}, {gp_prac}[[| (tel {gp_tel})]]\n")
    if c in ("US", "AU", "IE", "UK") and chance(rng, 0.22):
        n.w("[[Insurer|Insurance|Health fund|Payer]]: {insurer}[[ - private patient| (self-pay excess)|]]\n")


def pmh(n, rng, x, bullet=None):
    keys = x["_keys"]
    if not keys:
        n.t(pick(rng, ["Nil of note\n", "No significant PMH\n", "Fit and well\n"]))
        return
    b = bullet or pick(rng, ["- ", "* ", "", "num"])
    for i, k in enumerate(keys):
        pre = "%d. " % (i + 1) if b == "num" else b
        n.w(pre + cl.cond_text(rng, k) + "\n")


def meds(n, rng, x, bullet=None):
    b = bullet or pick(rng, ["- ", "", "* "])
    for m in x["_meds"]:
        n.t(b + m + "\n")


def social(n, rng, x):
    parts = ["SH: {living}. ", "Occupation: [[{occ}|{occ_s}]]. ", "Smoking: {smoke}. ", "Alcohol: {etoh}."]
    if chance(rng, 0.5):
        parts.insert(2, "NOK: {kin_rel} {kin}[[, aged {kin_age}|]] ({kin_tel}). ")
    if chance(rng, 0.3):
        parts.insert(1, pick(rng, ["Born in {abroad}, moved here {yr}. ", "Originally from {abroad}. ",
                                   "Grew up in {abroad}; family still there. "]))
    if chance(rng, 0.15):
        parts.append(" Planning trip to {abroad} on {trip} - aware recovery may affect travel.")
    n.w("".join(parts) + "\n", trip=fut(x, rng, 50, 150))


def footer(n, rng, x, p=0.3):
    if not chance(rng, p):
        return
    k = rng.randrange(4)
    if k == 0:
        n.w("\n-- Printed by {user} from {ip} on {cd} {time2} --\n")
    elif k == 1:
        n.w("\n[Electronically signed. Last modified by user {user} on {cd}. Workstation {ip}]\n")
    elif k == 2:
        n.w("\nDocument created by: {user}   Created: {cd} {time}\n")
    else:
        n.w("\nAudit: viewed {cd} by {user} (terminal {ip})\n")


def sign(n, rng, x, who="a1", role=None):
    role = role or {"a1": "Consultant Anaesthetist", "a2": pick(rng, ["ST5 Anaesthetics", "Anaesthetic Registrar", "Clinical Fellow in Anaesthesia", "CT2 Anaesthetics"]),
                    "n1": pick(rng, ["Pre-assessment Nurse", "Pre-op Nurse Specialist", "Clinical Nurse Specialist, POAC", "Staff Nurse"]),
                    "n2": "Staff Nurse", "ph": "Perioperative Pharmacist", "phys": "Clinical Physiologist",
                    "dsn": "Diabetes Specialist Nurse", "s1": "Consultant Surgeon", "gp": "GP"}.get(who, "")
    k = rng.randrange(5)
    if k == 0:
        n.w("\n{%s_tf}\n%s\n" % (who, role))
    elif k == 1:
        cred = "[[, {%s_cred}|]]" % who if who in ("a1", "n1", "n2") else ""
        n.w("\nSigned: {%s}%s (%s)   {cd}\n" % (who, cred, role))
    elif k == 2:
        n.w("\n{%s_til}, %s[[ - bleep {%s_bleep}| (ext {%s_bleep})|]]\n" % (who, role, who, who))
    elif k == 3:
        n.w("\n%s: {%s_tf}  {%s_lic_lbl} {%s_lic}\n" % (role, who, who, who))
    else:
        n.w("\n[[Seen by|Assessed by|Author]]: {%s} - %s\n" % (who, role))


def typist(n, rng, x, who="a1"):
    n.w("\n[[{%s_ini}/{sec_inl}|Dictated by {%s_tl}, typed by {sec_f}|Ref: {%s_ini}/{sec_inl}/%s]]\n" % (
        who, who, who, digits(rng, 4)))


def idnum(rng, kind="lab"):
    if kind == "lab":
        return P(pick(rng, ["%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 6)),
                            "L%s" % digits(rng, 8), "%s-%s" % (letters(rng, 2), digits(rng, 7))]), "IDNUM")
    if kind == "ecg":
        return P("ECG-%s" % digits(rng, 6), "IDNUM")
    if kind == "order":
        return P(pick(rng, ["ORD%s" % digits(rng, 7), digits(rng, 10)]), "IDNUM")
    if kind == "ref":
        return P(pick(rng, ["PAC/%s/%s" % (digits(rng, 2), digits(rng, 4)), "WL%s" % digits(rng, 6),
                            "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))]), "IDNUM")
    if kind == "case":
        return P("TH-%s" % digits(rng, 6), "IDNUM")
    if kind == "incident":
        return P(pick(rng, ["W%s" % digits(rng, 6), "INC-%s" % digits(rng, 5), "DATIX %s" % digits(rng, 6)]).split()[-1], "IDNUM")
    raise ValueError(kind)


def device_serial(rng):
    return P(pick(rng, ["%s%s" % (letters(rng, 3), digits(rng, 6)), "%s%s%s" % (letters(rng, 3), digits(rng, 6), letters(rng, 1)),
                        digits(rng, 11), "SN%s" % digits(rng, 8), "%s-%s" % (digits(rng, 4), letters(rng, 4))]), "DEVICE")


def vehicle(rng, c):
    if c == "UK":
        s = "%s%s %s" % (letters(rng, 2, "ABCDEFGHKLMNOPRSVWY"), digits(rng, 2), letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
    elif c == "IE":
        s = "%s-%s-%s" % (pick(rng, ["191", "202", "212", "161", "231", "182"]), pick(rng, ["D", "C", "G", "KY", "WX", "LK", "MO"]), digits(rng, rng.randrange(3, 6)))
    elif c == "AU":
        s = pick(rng, ["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)), "%s-%s" % (letters(rng, 3), digits(rng, 3))])
    elif c == "NZ":
        s = "%s%s" % (letters(rng, 3), digits(rng, 3))
    elif c == "CA":
        s = "%s %s" % (letters(rng, 4), digits(rng, 3))
    else:
        s = "%d%s%s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3))
    return P(s, "VEHICLE")


def bioid(rng):
    return P(pick(rng, ["VB-%s-%s" % (digits(rng, 5), letters(rng, 1)), "FP-%s" % digits(rng, 7),
                        "PV%s" % digits(rng, 8), "BIO-%s" % digits(rng, 6), "IRS-%s" % digits(rng, 6)]), "BIOID")


def fut(x, rng, lo, hi):
    return dP(x, add_days(x["_cd"], rng.randrange(lo, hi)))


def pastd(x, rng, lo, hi):
    return dP(x, add_days(x["_cd"], -rng.randrange(lo, hi)))


CPAPS = ["ResMed AirSense 10", "ResMed AirSense 11", "Philips DreamStation 2", "Fisher & Paykel SleepStyle"]


def devices(n, rng, x, p=0.5):
    """Implanted/home device line with its serial number where relevant."""
    keys = x["_keys"]
    if ("ppm" in keys or "icd" in keys) and chance(rng, 0.9):
        n.w("[[Device|CIED|Implant]]: [[dual-chamber PPM|ICD|CRT-D|single-chamber PPM]] ([[Medtronic Azure|Boston Scientific Accolade|Abbott Assurity|Biotronik Edora]]), "
            "[[serial|SN|s/n]] {sn}; last interrogation {ld} at {hosp2}. [[Needs reprogramming/magnet plan - cardiac physiology informed.|Not pacing dependent.|Pacing dependent - device clinic to attend.]]\n",
            sn=device_serial(rng), ld=pastd(x, rng, 20, 300))
    elif "osa" in keys and chance(rng, 0.8):
        n.w("CPAP: %s, serial no. {sn}, pressure %d cmH2O - [[bring machine on day of surgery|uses nightly, good compliance|compliance 4 h/night]].\n" % (
            pick(rng, CPAPS), rng.randrange(7, 14)), sn=device_serial(rng))
    elif chance(rng, p * 0.15):
        n.w("[[Spinal cord stimulator|Cochlear implant|Vagus nerve stimulator|Implantable loop recorder]] in situ - serial {sn}; [[MRI conditional|diathermy precautions|switch off before surgery]].\n",
            sn=device_serial(rng))


def post_bed(rng, x):
    return pick(rng, {"minor": ["day unit", "ward"], "intermediate": ["ward", "day unit", "ward (23 h stay)"],
                      "major": ["ward", "enhanced care unit", "HDU (level 2)"],
                      "complex": ["HDU (level 2)", "ICU (level 3)", "enhanced care unit"]}[x["grade"]])


def reop(rng, x, grades):
    """Re-pick the operation so that its grade fits the genre (CPET, high-risk clinic)."""
    if x["grade"] in grades:
        return
    male = x["sx"] == "M"
    ops = [o for o in cl.OPS if o[2] in grades and not (male and o[1] == "gynaecology")
           and not (not male and ("prostat" in o[0] or "TURP" in o[0]))]
    x["op"], x["spec"], x["grade"], x["_daycase"] = pick(rng, ops)
    x["post_bed"] = post_bed(rng, x)
