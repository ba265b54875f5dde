"""Genres: diabetes team referral, DKA protocol chart, hypoglycaemia incident report."""
import clin as K
import geo as G
from core import nm, seq, add_days
from ctx import sticker, addr_block, insurance_block, signature, tm, tm4, mkperson

GRADES = {"GB": ["FY1", "FY2", "CT1", "IMT2", "SHO", "ST3"], "IE": ["Intern", "SHO", "Reg", "BST2"],
          "US": ["PGY-1", "PGY-2", "intern", "resident", "hospitalist"], "CA": ["PGY-1", "R2", "resident", "clerk"],
          "AU": ["intern", "RMO", "HMO2", "registrar"], "NZ": ["house officer", "RMO", "PGY1", "registrar"]}
SPECS = ["General Medicine", "Orthopaedics", "General Surgery", "Respiratory", "Care of the Elderly",
         "Cardiology", "Renal", "Vascular Surgery", "Gastroenterology", "Acute Medicine", "Oncology",
         "Urology", "Stroke Medicine", "Obstetrics"]


def cbg_row(c, n_pts=4):
    r = c.rng
    times = sorted(r.sample(["02:00", "06:00", "07:30", "08:00", "11:45", "12:00", "16:30", "17:00", "21:00", "22:00"], n_pts))
    vals = []
    for t in times:
        v = r.choice([r.randint(18, 39), r.randint(40, 110), r.randint(110, 260)]) / 10
        vals.append(f"{t} {K.glu(c, v)}")
    return " | ".join(vals)


# ------------------------------------------------------------------ referral
def referral(n, c):
    r = c.rng
    k = r.choice(["form", "form", "email", "consult"] if c.cc != "US" else ["consult", "consult", "email", "form"])
    grade = r.choice(GRADES[c.cc])
    spec = r.choice(SPECS)
    u = K.unit(c)
    reasons = ["DKA (resolving) - transfer to SC insulin", f"Recurrent hypoglycaemia (<{K.glu(c, 4.0)} {u} x2 in 24 h)",
               f"Persistent hyperglycaemia >{K.glu(c, 15.0)} {u}", "New diagnosis - ?T1DM", "Insulin pump on ward",
               "Steroid-induced hyperglycaemia", "HHS", "Insulin-naive, needs starting", "Enteral feed + insulin",
               "Pre-op optimisation (HbA1c high)", "Self-management concerns / capacity"]
    chosen = r.sample(reasons, r.randint(1, 3))
    if k == "form":
        n.f("INPATIENT DIABETES TEAM - REFERRAL FORM\n{h} | Diabetes & Endocrinology\n", h=c.hosp_())
        n.f("Referral ID: {rid}     Received: {d} {t}\n", rid=(G.idnum(r, "referral"), "IDNUM"), d=c.date(), t=tm(r, 8, 18))
        n.t("-" * 46 + "\n")
        sticker(n, c)
        n.f("Location: {w}, {b}\nConsultant: {cons}    Specialty: {sp}\n", w=c.ward_(), b=c.bedloc(), cons=c.doc(c.cons), sp=spec)
        n.f("Referrer: {who} ({g})   {bwc}: {bl}   Ext: {ex}\n", who=c.doc_plain(c.fy), g=grade, bl=c.bleep(), ex=(G.internal(r), "PHONE"))
        n.t("\nReason for referral:\n")
        for x in reasons[:6]:
            n.t(f" [{'x' if x in chosen else ' '}] {x}\n")
        for x in chosen:
            if x not in reasons[:6]:
                n.t(f" [x] {x}\n")
        n.f("\nDiabetes type: {dt}   Duration: {dur} yrs   {a1c}\nCurrent treatment: {reg}\n", dt=c.dtype, dur=r.randint(1, 40),
            a1c=K.hba1c(c), reg=K.regimen(c))
        n.f("CBGs last 24 h ({u}): {row}\nBlood ketones: {k} mmol/L   eGFR {e}   Weight {w} kg\n", u=u, row=cbg_row(c, r.randint(3, 5)),
            k=r.randint(0, 34) / 10, e=r.randint(18, 90), w=r.randint(48, 132))
        n.f("Background: {bg}\n", bg="; ".join(r.sample(K.COMORB, 3)))
        if r.random() < 0.4:
            n.f("Other: {x}\n", x=K.ref(c))
        n.f("Social: lives with {rel} {f}; ", rel=c.rel, f=c.fam_())
        n.f("{p}. ", p=c.prof_())
        if r.random() < 0.4:
            n.f("Born in {co}, moved here {y}. ", co=(c.birth_country, "COUNTRY"), y=c.date(add_days(c.d0, -r.randint(800, 9000)), "year"))
        n.f("NOK tel {ph}\n", ph=(c.fam_phone, "PHONE"))
        n.f("Question for team: {q}\nUrgency: {urg}   Patient aware of referral: {aw}\n", q=r.choice([
            "Please advise on insulin titration and discharge plan.", "? safe to restart pump - pt keen to self-manage.",
            "Hypos overnight - ?reduce basal. Pt eating <50% of meals.", "Needs education before discharge; lives alone.",
            "Please see re new insulin start; GP unable to review for 3 weeks."]),
            urg=r.choice(["Same day", "Within 24 h", "Next working day", "Routine"]), aw=r.choice(["Yes", "Yes", "No - confused"]))
        if r.random() < 0.5:
            n.f("GP: {gp}, {pr}  Fax {fx}\n", gp=c.doc(c.gp), pr=(c.practice, "HOSPITAL"), fx=(G.phone(r, c.cc), "FAX"))
        n.f("Referrer e-mail: {em}\n", em=c.staff_email(c.fy))
        n.t(r.choice(["Note: referral does not replace hypo treatment - use Hypo Box per protocol.\n",
                      "Out of hours: contact on-call medical registrar. Team hours Mon-Fri 08:30-17:00.\n",
                      "Triage by DSN within 1 working day (JBDS-IP standard).\n"]))
        if r.random() < 0.6:
            n.f("Triaged: {d} by {dsn} - {o}\n", d=c.date(add_days(c.d0, r.randint(0, 1))), dsn=c.nurse_(c.dsn),
                o=r.choice(["accepted, review today", "advice given by phone", "accepted - cons review", "signposted to ward protocol"]))
    elif k == "email":
        sent = c.date(style="wk_long")
        n.f("From: {fr}\nTo: {to}\nSent: {d} {t}\nSubject: Referral - {nm} - {mrn} - {why}\n\n", fr=c.staff_email(c.fy),
            to=(c.team_email, "EMAIL"), d=sent, t=tm(r, 7, 20), nm=c.pname(r.choice(["LAST_FIRST", "full", "initials"])),
            mrn=(c.mrn, "MRN"), why=chosen[0].split(" (")[0].lower())
        n.f("Hi team,\n\nCould you please review {p} ({dob}), ", p=c.pname(r.choice(["tlast", "full"])), dob=c.dob_())
        n.f("{ag}, on {w} {b} under {cons} ({sp}). ", ag=c.age_(), w=c.ward_(), b=c.bedloc(), cons=c.doc(c.cons), sp=spec)
        n.f("Admitted {d} with {why}. ", d=c.date(add_days(c.d0, -r.randint(1, 6))), why=r.choice(K.DKA_CAUSE + ["fall", "#NOF", "pneumonia", "cellulitis"]))
        n.f("{dt} on {reg}. {a1c}.\n\n", dt=c.dtype, reg=K.regimen(c), a1c=K.hba1c(c))
        n.f("CBGs today ({u}): {row}. ", u=u, row=cbg_row(c, 4))
        n.t(r.choice(["Two hypos overnight treated with GlucoGel. ", "Ketones 1.8 this morning, not vomiting. ",
                      "Persistently >20 since dexamethasone started. ", "Eating very little, NBM from midnight for OGD. "]))
        n.f("{p} says she normally manages herself but is worried. " if c.sex == "F" else "{p} says he normally manages himself but is worried. ", p=c.pref())
        if r.random() < 0.5:
            n.f("{rel} ({f}) is main support - {ph}.", rel=c.rel.capitalize(), f=c.fam_(), ph=(c.fam_phone, "PHONE"))
        n.f("\n\nI have held the {x} and started the ward hypo protocol. Happy to discuss - {bw} {bl}.\n\nThanks,\n{fy}\n{g}, {sp}\n{h}\n",
            x=r.choice(["gliclazide", "NovoMix", "prandial insulin", "empagliflozin"]), bl=c.bleep(), fy=c.doc_plain(c.fy, "full"),
            g=grade, sp=spec, h=c.hosp_())
        n.f("\n--\nReply from {dsn} {d}: ", dsn=c.nurse_(c.dsn), d=c.date(style="sp_mon_short"))
        n.t(r.choice(["Will see this afternoon. Please check ketones 4-hourly meanwhile.",
                      "Thanks - reduce basal by 20% tonight and we will review tomorrow AM.",
                      "Added to our list. Do not omit basal insulin even if NBM (per VRIII guideline)."]) + "\n")
    else:
        n.f("CONSULT REQUEST - Inpatient Diabetes Management Service\n{h}\n", h=c.hosp_())
        n.f("Order #: {o}    Ordered: {d} {t}\nOrdering provider: {doc} ({g})", o=(G.idnum(r, "order"), "IDNUM"), d=c.date(), t=tm(r), doc=c.doc(c.fy, "full"), g=grade)
        lab, val = c.lic("doc", c.fy)
        n.f("  {lab} {v}\n", lab=lab, v=(val, "LICENSE"))
        n.f("Attending: {a}    Service: {sp}\n\n", a=c.doc(c.cons), sp=spec)
        n.f("Patient: {nm}   MRN: {m}   {al}: {av}\nDOB: {dob}  Age: {ag}  Sex: {s}\nLocation: {w} {b}\n", nm=c.pname("LAST_FIRST"),
            m=(c.mrn, "MRN"), al=c.acct[0], av=(c.acct[1], "ACCOUNT"), dob=c.dob_("num"), ag=(str(c.age), "AGE"), s=c.sex,
            w=c.ward_(), b=c.bedloc())
        insurance_block(n, c)
        n.f("\nReason for consult: {why}\nClinical question: {q}\n", why="; ".join(chosen), q=r.choice([
            "Basal-bolus regimen for discharge?", "Transition off insulin drip per DKA order set.",
            "Hypoglycemia on current regimen despite reduced intake.", "Pump management while inpatient - pt wants to continue."]))
        n.f("Pertinent: {a1c}; POC glucose ({u}): {row}; {sc}\n", a1c=K.hba1c(c), u=u, row=cbg_row(c), sc=K.score(c))
        n.f("Home meds: {reg}\n", reg=K.regimen(c))
        n.f("Urgency: {urg}   Callback: {ph}\n", urg=r.choice(["Routine (24 h)", "Urgent (4 h)", "STAT"]), ph=(G.phone_ext(r, c.cc), "PHONE"))
        if r.random() < 0.5:
            n.f("Outpatient endocrinologist: {d} at {pr} (fax {fx})\n", d=c.doc(c.gp), pr=(c.practice, "HOSPITAL"), fx=(G.phone(r, c.cc), "FAX"))
        n.f("Entered by: {u} on {d}\n", u=c.user(c.fy), d=c.date(style="num"))


# ------------------------------------------------------------------ DKA chart
def dka_chart(n, c):
    r = c.rng
    u = K.unit(c)
    us = c.cc == "US"
    wt = r.randint(45, 120)
    n.f("{t}\n{h} - {dep}\n", t=r.choice(["DIABETIC KETOACIDOSIS (DKA) CARE PATHWAY - ADULT   Page 1 of 4",
                                          "ADULT DKA PROTOCOL / ORDER SET", "DKA INTEGRATED CARE PATHWAY (JBDS)",
                                          "DKA MANAGEMENT CHART - first 24 hours"]),
        h=c.hosp_(), dep=r.choice(["Emergency Department", "Acute Medical Unit", "ICU", "HDU", "Resus", "ED / EMU"]))
    n.t("Affix patient label or write:\n" if r.random() < 0.5 else "")
    sticker(n, c)
    t0h = r.randint(0, 20)
    n.f("Date: {d}   Time pathway started: {t}   Weight: {w} kg ({how})\n", d=c.date(), t=f"{t0h:02d}:{r.choice(['05', '20', '40', '55'])}",
        w=wt, how=r.choice(["actual", "estimated", "stated"]))
    n.t("Diagnosis: ketonaemia >=3.0 mmol/L (or urine ketones ++), HCO3 <15 and/or pH <7.3, glucose >" + ("200 mg/dL" if us else "11 mmol/L") + " or known DM\n")
    n.f("Initial VBG/bloods: {v}; Na {na}, Cr {cr}, lactate {la}\n", v=K.vbg(c), na=r.randint(126, 149), cr=r.randint(60, 240), la=r.randint(8, 40) / 10)
    n.f("Precipitant: {p}   {sc}\n", p=r.choice(K.DKA_CAUSE), sc=K.score(c))
    rate = round(wt * 0.1, 1)
    ins = "regular insulin (Humulin R) 100 units/100 mL NS" if us else r.choice(["Actrapid 50 units in 49.5 ml 0.9% NaCl", "Actrapid 50 units/50 ml"])
    n.f("FRIII: 0.1 units/kg/h = {rate} units/h ({ins})   Syringe pump asset: {dev}\n", rate=rate, ins=ins, dev=(G.device_sn(r, "asset"), "DEVICE"))
    n.f("Long-acting insulin: {b} - {cont}\n", b=K.basal(c), cont=r.choice(["CONTINUE at usual dose", "continue - given 22:00", "pt not on basal (new dx)", "continue; dose taken at home"]))
    n.f("Prescriber: {d} ({g})  {bw} {bl}\n\n", d=c.doc_plain(c.reg if r.random() < 0.5 else c.fy), g=r.choice(["Reg", "SHO", "FY2", "ED registrar", "resident"]), bl=c.bleep())
    staff = [c.nurse, c.hca, c.dsn2, mkperson(r)]
    n.t("HOURLY MONITORING\nTime  | CBG | Ketones | K+  | FRIII (u/h) | Fluids                 | Init\n")
    g, kt = r.randint(180, 420) / 10, r.randint(35, 75) / 10
    hh = t0h
    day = c.d0
    for i in range(r.randint(6, 11)):
        hh += 1
        if hh >= 24:
            hh -= 24
            day = add_days(day, 1)
            n.f("-- {d} --\n", d=c.date(day, r.choice(["num", "ddmm", "sp_mon_short"])))
        g = max(5.0, g - r.randint(10, 40) / 10)
        kt = max(0.2, kt - r.randint(2, 9) / 10)
        fl = r.choice(K.FLUIDS[:4] + ["1 L 0.9% NaCl over 2 h", "1 L 0.9% NaCl + KCl 40 over 4 h"])
        who = r.choice(staff)
        n.f("{t} | {g} | {k} | {kp} | {rt} | {fl} | {ini}\n", t=f"{hh:02d}:{r.choice(['00', '05', '10'])}", g=K.glu(c, g), k=f"{kt:.1f}",
            kp=f"{r.randint(35, 56) / 10}" if i % 2 == 0 else "-", rt=rate if g > 14 or r.random() < 0.6 else round(rate * 0.5, 1), fl=fl,
            ini=nm(who, "initials", "DOCTOR"))
    n.t("\nAdd 10% glucose at 125 ml/h when CBG <14 " + ("(<250 mg/dL)" if us else "mmol/L") + ". Potassium: >5.5 none; 3.5-5.5 add 40 mmol/L.\n")
    if r.random() < 0.6:
        n.f("Note: {x}.\n", x=K.ref(c))
    n.f("Senior review at 4 h: {d} ({g}) - {c}\n", d=c.doc(c.reg), g=r.choice(["Reg", "SpR", "ED consultant", "fellow", "attending"]),
        c=r.choice(["improving, continue", "K 3.3 - replace, recheck 1 h", "ketones not falling - check line/pump", "consider HDU - pH 7.02"]))
    if r.random() < 0.7:
        rd = add_days(c.d0, r.randint(0, 1))
        n.f("Resolution (pH >7.3, ketones <0.6): {d} {t}. ", d=c.date(rd), t=tm(r))
        n.f("SC insulin restarted: {reg}; FRIII stopped 30 min after SC dose with meal.\n", reg=K.regimen(c))
    n.f("Diabetes team informed: {dsn} {d}   Ext {ex}\n", dsn=c.nurse_(c.dsn), d=c.date(style=r.choice(["ddmm", c.ds])), ex=(G.internal(r), "PHONE"))
    n.f("Transfer: {w}, {b}\n", w=(c.ward2, "HOSPITAL"), b=c.bedloc())
    if r.random() < 0.4:
        n.f("Lab specimen accession: {a}; VBG analyser: RAPIDPoint 500\n", a=(G.idnum(r, "accession"), "IDNUM"))
    signature(n, c, c.reg, r.choice(["Medical Registrar", "SpR Diabetes", "Resident, Internal Medicine"]), "doc")


# ------------------------------------------------------------------ hypo incident
def hypo_incident(n, c):
    r = c.rng
    u = K.unit(c)
    sysname = r.choice({"GB": ["Datix", "LFPSE", "Datix Cloud IQ"], "US": ["RL6", "Safety Event Reporting", "MIDAS"],
                        "AU": ["RiskMan", "ims+", "PRIME CI"], "CA": ["RL6", "Safety1st", "Patient Safety Learning System"],
                        "IE": ["NIMS", "NIMS (National Incident Management System)"], "NZ": ["Safety1st", "RiskMan"]}[c.cc])
    ref = (G.idnum(r, "incident"), "IDNUM")
    n.f("INCIDENT REPORT - {sy}\nRef: {ref}    Category: Medication > Insulin > Hypoglycaemia\n", sy=sysname, ref=ref)
    rep = c.nurse
    n.f("Reported by: {nm} ({role}), {w}   on {d} {t}\n", nm=nm(rep, r.choice(["full", "LAST_first"]), "DOCTOR"),
        role=r.choice(["Staff Nurse", "Registered Nurse", "Charge Nurse", "Ward Sister", "RN"]), w=c.ward_(), d=c.date(), t=tm(r, 6, 23))
    t_inc = tm(r, 1, 5)
    n.f("Incident date/time: {d} {t}    Site: {h}    Location: {w}, {b}\n", d=c.date(style=r.choice(["num", "wk_long", c.ds])), t=t_inc,
        h=c.hosp_(), w=c.ward_(), b=c.bedloc())
    n.f("Person affected: {nm}   {ml} {m}   DOB {dob}\n", nm=c.pname(), ml=r.choice(["MRN", "Hosp No", "Unit No"]), m=(c.mrn, "MRN"), dob=c.dob_())
    n.f("Severity: {s}    Type of diabetes: {dt}\n\n", s=r.choice(["No harm", "Low harm", "Moderate harm", "Near miss"]), dt=c.dtype)
    n.t("DESCRIPTION\n")
    low = r.randint(13, 36) / 10
    n.f("At {t} {hca} (HCA) found {p} {sym}. CBG {v} {u}. ", t=t_inc, hca=nm(c.hca, r.choice(["full", "first"]), "DOCTOR"), p=c.pref(),
        sym=r.choice(["clammy and confused", "unrousable (GCS 9/15)", "sweaty, tremulous", "aggressive, pulling at cannula", "drowsy but responding to voice"]),
        v=K.glu(c, low), u=u)
    n.f("Treated with {tx}; repeat CBG after 15 min {v2}. ", tx=r.choice(K.HYPO_TX), v2=K.glu(c, r.randint(30, 72) / 10))
    if r.random() < 0.5:
        n.f("Second treatment given ({tx}). ", tx=r.choice(K.HYPO_TX))
    n.f("On-call doctor {d} attended {t} min later. ", d=c.doc(c.fy), t=r.choice(["10", "15", "20", "25"]))
    n.f("{insn} had been given at {t2}; {cause}.\n\n", insn=r.choice([K.bolus(c), K.mix(c), K.basal(c)]), t2=tm(r, 17, 23), cause=r.choice(K.HYPO_CAUSE))
    n.t("IMMEDIATE ACTIONS\n")
    n.t(f"- Hypo Box used; {r.choice(['long-acting carbohydrate given (2 biscuits)', 'toast given once swallow safe', 'IV access re-sited'])}\n")
    n.t(f"- CBG monitoring 1-hourly x4 then 2-hourly; lowest {K.glu(c, low)} {u}\n")
    n.f("- Insulin chart reviewed by {p}; {act}\n", p=c.doc(c.reg), act=r.choice(["evening dose reduced by 20%", "gliclazide stopped", "NovoMix held pending DSN review", "prescription rewritten in full ('units')"]))
    if r.random() < 0.4:
        cab = G.bioid(r)
        n.f("- Cabinet audit: insulin withdrawn by user {u} at {t} ({bl} {b})\n", u=c.user(c.nurse), t=tm(r, 17, 23), bl=cab[0], b=(cab[1], "BIOID"))
    n.t("\nCOMMUNICATION\n")
    n.f("Patient informed {d}. {rel} {f} informed by phone ({ph}) at {t}. ", d=c.date(style=r.choice(["sp_mon_short", "ddmm", c.ds])),
        rel=c.rel.capitalize(), f=c.fam_(), ph=(c.fam_phone, "PHONE"), t=tm(r, 8, 12))
    n.f("Duty of candour: {dc}.\n", dc=r.choice(["not required (no harm)", "verbal apology given, letter to follow", "apology given in person; leaflet provided"]))
    n.f("Diabetes team referral made to {dsn} ({team}).\n", dsn=c.nurse_(c.dsn), team=(c.team_email, "EMAIL"))
    if r.random() < 0.5:
        n.f("Witness: {w}, {role}\n", w=nm(c.dsn2, "full", "DOCTOR"), role=r.choice(["student nurse", "Staff Nurse", "bank HCA"]))
    if r.random() < 0.3:
        n.f("Note: {x}.\n", x=K.ref(c))
    n.t("\nCONTRIBUTING FACTORS\n")
    for x in r.sample(["Staffing: 1 RN to 10 patients on night shift", "Meal tray delivered late", "Handover did not mention reduced intake",
                       "Insulin prescribed with 'U' abbreviation", "CBG not checked pre-dose", "Patient unable to report hypo symptoms (dementia)",
                       "Agency nurse unfamiliar with e-prescribing", "eGFR fall not acted on", "Hypo Box not restocked"], 3):
        n.t(f"* {x}\n")
    n.t("\nREVIEW\n")
    n.f("Handler: {h}, Ward Manager   Reviewed {d}\n", h=nm(c.cons if r.random() < 0.2 else mkperson(r), "full", "DOCTOR"), d=c.date(add_days(c.d0, r.randint(2, 14))))
    n.t(r.choice(["Learning shared at safety huddle; Think Glucose refresher booked.\n",
                  "Outcome: low harm. Action: e-learning on insulin safety for all RNs.\n",
                  "Escalated to Medication Safety Officer; theme added to hypo audit (NaDIA).\n"]))
    if r.random() < 0.5:
        n.f("Follow-up report: {ref2}. Contact {e} / ext {x}\n", ref2=(G.idnum(r, "incident"), "IDNUM"), e=c.staff_email(c.dsn), x=(G.internal(r), "PHONE"))
