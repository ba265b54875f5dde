"""Intensive care flowsheets (hourly obs, vent/devices, fluid balance, daily summary)."""

from render import P
from common import TD
import snippets as S
import pools

ICU_DX = ["septic shock secondary to faecal peritonitis, post laparotomy", "severe CAP with type 1 respiratory failure",
          "post cardiac arrest (VF), TTM", "DKA with AKI", "polytrauma - MVC", "acute pancreatitis with ARDS",
          "status epilepticus", "urosepsis with multi-organ dysfunction", "upper GI bleed, massive transfusion",
          "post-op AAA repair", "Guillain-Barre syndrome, ventilated", "COPD exacerbation on NIV", "subarachnoid haemorrhage, EVD in situ"]


def build(w, doc):
    r, loc, v, code = w.rng, w.loc, w.v, w.code
    dx = r.choice([d for d in ICU_DX if w.age_n >= 55 or not any(k in d for k in ("AAA", "COPD"))])
    unit = P(r.choice(["%s Intensive Care Unit" % w.cast.ward_base(), "%s ICU" % w.cast.ward_base(),
                       "%s Critical Care Unit" % w.cast.ward_base()]), "HOSPITAL")
    icu_day = r.randint(1, 14)
    adm = w.today - TD(days=icu_day - 1)
    nurses = w.nurses[:r.randint(2, 4)]
    intens = w.att
    ctx = dict(unit=unit, dx=dx, icu_day=str(icu_day), icu_adm=loc.d(adm), intens=intens, fellow=w.reg,
               icu_bed=P(str(r.randint(1, 24)), "LOCATION_OTHER"))
    doc.ctx.update(ctx)
    layout = r.choice(["hourly", "hourly", "devices", "fluids", "daily"])

    def header(title):
        doc.w(title + "\n{hosp} - {unit}   Bed {icu_bed}\n")
        doc.w("{n}   {mrn_lbl}: {mrn}   DOB: {dob} ({age}{mf})   ICU day {icu_day} (adm {icu_adm})\n",
              n=r.choice([w.pt.LF, w.pt.Lf]))
        doc.w(("{~Intensivist|Attending}: {intens.drf}   {~Fellow|Resident}: {fellow.drf}" if code in ("US", "CA") else
               "{~Intensivist|Consultant}: {intens.drf}   Registrar: {fellow.drf}") + "   Dx: {dx}\n")
        doc.w("Weight {wt} kg (adm)   Allergies: {al}   {~Code status: Full|Limitation of treatment: no CPR|Ceiling: full escalation}\n\n",
              wt=str(r.randint(48, 130)), al=S.allergy_text(w))

    if layout == "hourly":
        header(r.choice(["ICU FLOWSHEET - VITAL SIGNS", "CRITICAL CARE OBSERVATION CHART", "ICU Hourly Observations"]))
        day = w.today
        doc.add("Date: ", loc.d(day), "\n")
        doc.add("Time  HR   BP       MAP  CVP  SpO2  RR  Temp  FiO2  PEEP  Norad   Prop  GCS  RASS  RN\n")
        start = r.choice([7, 8, 19, 20])
        hr0, map0 = r.randint(70, 120), r.randint(58, 80)
        nor = r.choice([0.0, 0.05, 0.1, 0.2])
        for i in range(r.randint(8, 12)):
            h = (start + i) % 24
            if h == 0 and i > 0:
                day = day + TD(days=1)
                doc.add("-- ", loc.d(day, loc.short_style), " --\n")
            hr = hr0 + r.randint(-8, 8)
            sbp = map0 + r.randint(25, 45)
            dbp = map0 - r.randint(5, 15)
            mp = (sbp + 2 * dbp) // 3
            nor = max(0.0, round(nor + r.choice([-0.02, 0, 0, 0.02]), 2))
            doc.add("%02d00  %-4d %-8s %-4d %-4d %-5d %-3d %-5.1f %-5s %-5d %-7s %-5s %-4s %-5s " % (
                h, hr, "%d/%d" % (sbp, dbp), mp, r.randint(5, 14), r.randint(90, 100), r.randint(12, 28), 36 + r.random() * 2.4,
                "%.2f" % r.choice([0.3, 0.35, 0.4, 0.5, 0.6]), r.choice([5, 8, 10, 12]), "%.2f" % nor, str(r.choice([0, 5, 10, 15, 20])),
                r.choice(["3T", "6T", "8T", "10T", "15"]), r.choice(["-2", "-3", "-1", "0", "-4"])))
            doc.add(r.choice(nurses).ini, "\n")
        doc.add("\nNorad mcg/kg/min; propofol mL/h. ")
        doc.w("Vent: {~Hamilton C6|Servo-u|PB 980} SN {sn}, mode {~SIMV-PC|PRVC|APRV|PSV}, Vt {vt} mL.\n", sn=loc.serial("vent"), vt=str(r.randint(360, 520)))
        doc.w("Bedside monitor {mon} (IP {ip}) - alarms reviewed {~hourly|at handover}.\n", mon=P("BM-%s%02d" % (r.choice("ABCD"), r.randint(1, 24)), "DEVICE"), ip=loc.ip())
        doc.add("\nValidated by: ")
        for i, n in enumerate(nurses):
            doc.add(n.ini, " ", n.fc, "; " if i < len(nurses) - 1 else "\n")
        doc.w("Notes: {~Norad weaned as MAP >65.|Sedation hold at 0900 - RASS 0, then restarted.|Prone position 1600-0800.} {~{nkrel} {nk} updated by phone ({ph}) at {t}.|Family visited; {nkrel} {nk} spoke with {intens.dr}.}\n",
              nkrel=w.nok.rel, nk=w.nok.first, ph=w.nok_phone, t="%02d%02d" % (r.randint(8, 22), r.choice([0, 15, 30, 45])))
    elif layout == "devices":
        header(r.choice(["LINES, TUBES & DEVICES FLOWSHEET", "ICU Invasive Devices Record", "Airway / Lines / Drains Chart"]))
        devs = [("ETT 8.0, 22 cm at lips", None), ("R IJ CVC (triple lumen)", None), ("L radial arterial line", None),
                ("IDC 14Fr", None), ("NGT 14Fr (placement CXR checked)", None), ("L femoral vascath", None),
                ("R PICC", None), ("Surgical drain x2", None), ("EVD", None), ("Rectal tube", None)]
        for name, _ in r.sample(devs, r.randint(4, 7)):
            ins = w.today - TD(days=r.randint(0, icu_day + 2))
            doc.add("- %s: inserted " % name, loc.d(ins, r.choice([loc.main_style, loc.short_style])), " by ")
            ins_by = r.choice([w.reg, w.jr, w.cast.staff("doctor", unique_ini=False)])
            doc.add(ins_by.drf, r.choice(["", " (ED)", " (theatre)", " (ICU)"]), "; site ", r.choice(["clean", "clean, dressing changed", "mild ooze", "red - swab sent"]))
            if r.random() < 0.35:
                doc.add(" (swab ", loc.accession(w.today.year), ")")
            doc.add("; day %d\n" % ((w.today - ins).days + 1))
        doc.add("\nEQUIPMENT\n")
        doc.w("Ventilator: {~Hamilton C6|Servo-u|Draeger V500} serial {s1}, asset {a1}\nInfusion pumps: {s2}, {s3}, {s4}\n{~CRRT: Prismaflex SN {s5}, CVVHDF, filter change {fc}|Warming blanket SN {s5}|Feeding pump SN {s5}}\n",
              s1=loc.serial("vent"), a1=loc.serial("asset"), s2=loc.serial("pump"), s3=loc.serial("pump"), s4=loc.serial("pump"),
              s5=loc.serial("generic"), fc=loc.d(w.today + TD(days=1), loc.short_style))
        if r.random() < 0.4:
            doc.w("Implant on file: {~dual-chamber pacemaker|ICD|CRT-D} SN {s6}, implanted {idt} at {hosp2}.\n",
                  s6=loc.serial(r.choice(["pacemaker", "icd"])), idt=loc.d(w.today - TD(days=r.randint(400, 3000)), r.choice(["MonthY", loc.main_style, "Y"])))
        doc.w("\nVAP bundle: HOB 30 deg {~x|-}, SAT/SBT {~done|not done}, chlorhexidine mouthcare {~x|-}. Pressure injury check {~x|-}.\n")
        doc.w("Checked by {a} and {b} at {t}.  Medical review {intens.dr}.\n", a=nurses[0].fc, b=nurses[-1].full,
              t="%02d%02d" % (r.randint(0, 23), r.choice([0, 30])))
    elif layout == "fluids":
        header(r.choice(["24-HOUR FLUID BALANCE CHART", "ICU Intake / Output Record", "Fluid Balance - Critical Care"]))
        d0 = w.today - TD(days=1)
        doc.add("Period: ", loc.d(d0, loc.short_style), " 0700 to ", loc.d(w.today, loc.short_style), " 0659\n\n")
        doc.add("Hour   Cryst  Blood  Drugs  Feed   | Urine  NG   Drain  CRRT  | Bal    RN\n")
        bal = 0
        for i in range(r.randint(8, 12)):
            h = (7 + i * 2) % 24
            cin = r.choice([0, 50, 80, 100, 125, 250])
            bl = r.choice([0, 0, 0, 300])
            drugs = r.randint(10, 40)
            feed = r.choice([0, 30, 45, 60])
            uo = r.randint(10, 120)
            ng = r.choice([0, 0, 50, 100])
            dr = r.choice([0, 20, 40])
            crrt = r.choice([0, 0, 100, 150])
            bal += cin + bl + drugs + feed - uo - ng - dr - crrt
            doc.add("%02d00   %-6d %-6d %-6d %-6d | %-6d %-4d %-6d %-5d | %-+6d " % (h, cin, bl, drugs, feed, uo, ng, dr, crrt, bal))
            doc.add(r.choice(nurses).ini, "\n")
        doc.add("\n24 h balance: %+d mL.  Cumulative since ICU admission (" % bal, loc.d(adm, loc.short_style), "): %+d mL.\n" % (bal + r.randint(-3000, 6000)))
        doc.w("Blood products: {~nil|2 units RBC (unit nos {u1}, {u2})|1 pool platelets (unit {u1})}\n", u1=P("%s%012d" % (r.choice(["G", "W", "D"]), r.randrange(10 ** 12)), "IDNUM"),
              u2=P("%s%012d" % (r.choice(["G", "W", "D"]), r.randrange(10 ** 12)), "IDNUM"))
        doc.w("Bloods 0400 (acc {acc}): Na {na}, K {k}, Cr {cr}, lactate {lac}, Hb {hb}.\n", acc=loc.accession(w.today.year),
              na=str(r.randint(128, 148)), k="%.1f" % (3 + r.random() * 2.5), cr=str(r.randint(50, 420)), lac="%.1f" % (0.6 + r.random() * 6), hb=str(r.randint(68, 140)))
        doc.w("\nCharted by: {a}; checked {b}.  Reviewed on rounds: {fellow.drf}\n", a=nurses[0].fc, b=nurses[-1].fc)
    else:
        header(r.choice(["ICU DAILY FLOWSHEET SUMMARY", "Critical Care Daily Review", "ICU Progress & Flowsheet"]))
        doc.w("Date: {d}   Ward round led by {intens.drf}; present {fellow.drf}, {jr.drf}, {pharm.full} (pharmacist), {rn.full} (bedside RN)\n\n",
              d=loc.d(w.today, r.choice([loc.main_style, loc.wd_style])))
        doc.w("NEURO: {~sedated propofol 10 mL/h + fentanyl 50 mcg/h, RASS -2|off sedation, GCS 11T|CAM-ICU positive}\n")
        doc.w("RESP: {~PRVC FiO2 0.4 PEEP 8, P/F 210|PSV 10/5 FiO2 0.3 - SBT planned|extubated {xd} to HFNC 40 L 35%}\n", xd=loc.d(w.today - TD(days=1), loc.short_style))
        doc.w("CVS: {~norad 0.08 mcg/kg/min, MAP 68|off vasopressors since {od}|AF rate 110 - amiodarone load}\n", od=loc.d(w.today - TD(days=r.randint(1, 3)), loc.short_style))
        doc.w("RENAL: {~CVVHDF since {cd}, net -100 mL/h|UO 0.6 mL/kg/h|creatinine improving}\n", cd=loc.d(adm + TD(days=1), loc.short_style))
        doc.w("GI/NUTRITION: {~NG feed at goal 60 mL/h|TPN via PICC|NBM - ileus}. {?0.5:Dietitian {diet.full}.}\n")
        doc.w("ID: {~pip-taz day {n} (started {sd})|meropenem day {n}|vancomycin, trough 14}. Cultures {acc}: {~E. coli|no growth|Staph aureus (MSSA)|pending}.\n",
              n=str(r.randint(1, 9)), sd=loc.d(adm, loc.short_style), acc=loc.accession(w.today.year))
        doc.w("HAEM: Hb {hb}; VTE prophylaxis {~enoxaparin 40 mg|heparin 5000 units BD|IPC only}.\n", hb=str(r.randint(70, 120)))
        doc.w("LINES: {~CVC day {n2}|art line day {n2}, re-site if >7 days}\n", n2=str(r.randint(1, 8)))
        doc.w("\nFAMILY: {~Family meeting {fm} with {nkrel} {nk} and {oth_rel} {oth}; goals of care discussed|Daily phone update to {nkrel} {nk} on {ph}|{nkrel} {nk} ({fprof}) visiting daily, updated}.\n",
              fm=loc.d(w.today, loc.wd_style), nkrel=w.nok.rel, nk=w.nok.full, oth_rel=w.other.rel, oth=w.other.first, ph=w.nok_phone,
              fprof=w.fam_profession)
        doc.w("{?0.5:Social: {Ptref} is a {profession}{?0.5: at {employer}}; {?0.5:born in {birth_country}; }interpreter not required.\n}")
        doc.w("\nPLAN: {~wean FiO2, SBT in the morning|continue CRRT, review at 1600|step-down to ward when off pressors}; {~tracheostomy discussion {td}|ENT referral|physio BD}.\n\n",
              td=loc.d(w.today + TD(days=r.randint(1, 4)), loc.wd_style))
        doc.w("{intens.fc}{?0.5: | pager {pg}}{?0.4: | user {un}}\n", pg=loc.pager(), un=w.cast.username(w.att))
