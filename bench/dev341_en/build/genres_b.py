"""Genres: post-ICU step-down review, treatment escalation plan / ceiling of care, outreach follow-up visit."""
import locale_fmt as L
import clinical as K
from common import (D, A, age_phrase, pname, fname, sname, T, loc_seg, id_block, banner, sig, nok_line, gp_line,
                    bullets, numbered, contact_line)
from cast import uname, mail, make_staff

ICU_COURSE = ["Intubated %d days, extubated to HFNO then NP.", "Noradrenaline up to 0.%d mcg/kg/min, weaned off 48 h ago.",
              "CVVHDF for %d days for AKI, renal function now recovering, UO > 0.5 mL/kg/h.",
              "Percutaneous tracheostomy day %d, now on humidified O2 via trache mask.",
              "ICU-acquired weakness, MRC sum score %d/60.", "Delirium (CAM-ICU positive) treated, now CAM-ICU negative x%d days.",
              "Treated VAP - meropenem day %d of 7.", "Proned x%d for severe ARDS."]


def stepdown_review(rng, x, d):
    c, v = x.c, x.v
    sc = rng.choice(K.SCEN)
    icu_in = L.shift(x.date, -rng.randrange(5, 20))
    icu_out = L.shift(x.date, -rng.randrange(1, 3))
    day = (x.date - icu_out).days
    d.w("{t}\n", t=rng.choice(["POST-ICU STEP-DOWN REVIEW", "%s - Post Critical Care Discharge Review" % v["team"],
                               "ICU discharge follow-up (ward) - day %d" % day]))
    d.seg(banner(rng, x))
    d.w("Review date: {dt}  {tm}   Day {n} post ICU discharge\n", dt=D(rng, x), tm=T(rng, x), n=str(day))
    d.w("ICU stay: {a} to {b} ({los} days), {u} bed {bed}\n", a=D(rng, x, icu_in), b=D(rng, x, icu_out),
        los=str((icu_out - icu_in).days), u=v["unit"], bed=(x.icu_bed, "LOCATION_OTHER"))
    d.t("Discharged to ward at %s%s\n" % (T(rng, x, rng.choice([14, 16, 22, 23, 1]), rng.randrange(60)),
                                          rng.choice(["", " (out of hours - flagged for audit)", " after 14 h delay (bed)"])))
    d.w("ICU consultant: {n}   Discharging doctor: {m}\n\n", n=sname(rng, x, x.icu_cons, "drfull"),
        m=sname(rng, x, x.icu, rng.choice(["full", "dr", "finit"])))
    d.t("Reason for ICU admission: " + sc["dx"] + ".\nICU course:\n")
    d.t(bullets(rng, [s % rng.randrange(2, 9) for s in rng.sample(ICU_COURSE, 3)]))
    d.t("PMH: " + "; ".join(rng.sample(K.PMH, rng.randrange(2, 5))) + "\n\n")
    d.t("Lines / devices:\n")
    d.w("- PICC R basilic, inserted {dt}, tip confirmed on CXR {x}\n", dt=D(rng, x, icu_in),
        x=(L.idnum(rng, "xray", x.date.year), "IDNUM"))
    if rng.random() < 0.5:
        d.w("- Infusion pump (Infusa 7) asset no. {a}\n", a=(L.device_serial(rng), "DEVICE"))
    if rng.random() < 0.45:
        d.w("- ICD in situ, serial {s}; checked by cardiac physiology {dt}\n", s=(L.device_serial(rng), "DEVICE"),
            dt=D(rng, x, icu_out))
    if rng.random() < 0.4:
        d.t("- Tracheostomy size %d cuffed, inner tube changed, bedhead sign present; spare trache + tube one size smaller at bedside\n"
            % rng.choice([7, 8, 9]))
    d.t("- Foley catheter, TWOC planned\n\n")
    o = K.obs(rng, rng.choice([0, 1, 1, 2]))
    _, tot = K.news2(o)
    d.t("Today: %s   %s %d\n" % (K.obs_line(o, c), v["score"], tot))
    d.t("Bloods: " + ", ".join(K.labs(rng, c, 5)) + "\n")
    d.t(rng.choice(K.EPONYM_LINES) + " " + rng.choice(["Sitting out in chair.", "Mobilised with frame + 1.",
                                                        "Bed-bound, hoist transfers.", "Eating and drinking, SALT cleared soft diet."]) + "\n\n")
    d.w("Physio: seen by {n}; {s}\n", n=sname(rng, x, make_staff(rng, c, "ward_rn"), "full"),
        s=rng.choice(["chest clear, ACBT taught", "sit-to-stand x5", "incentive spirometry 1.2 L"]))
    d.t("Psychological: " + rng.choice(["ICU diary given to family", "reports vivid dreams/nightmares, reassured",
                                        "low mood, for liaison psychiatry if persists", "no concerns"]) + "\n")
    if rng.random() < 0.6:
        d.w("Family: {rel} {n} visiting, contact {p}. ", rel=x.nok_rel, n=fname(rng, x.nok, None, c),
            p=(x.nok_phone, "PHONE"))
        d.w("Patient is a {p}; keen to return to work at {e}.\n", p=(x.prof, "PROFESSION"), e=(x.employer, "ORGANIZATION"))
    d.t("\nAssessment: " + rng.choice(["Progressing well, stable for ward care.", "At risk of readmission - fatigue, weak cough.",
                                       "Increasing O2 requirement, watch closely.", "Stable, appropriate for discharge from outreach."]) + "\n")
    d.t("Plan:\n" + numbered(rng.sample(["Outreach review again tomorrow", "Discharge from outreach caseload",
                                         "Refer to ICU follow-up clinic (8-12 weeks)", "Remove PICC when IV abx complete",
                                         "Repeat bloods mane", "Encourage mobility, physio BD", "Dietitian referral - MUST 2",
                                         "Check K+ and Mg", "Continue sputum clearance"], 4)))
    if rng.random() < 0.5:
        d.w("ICU follow-up clinic booked {dt} at {h}.\n", dt=D(rng, x, L.shift(x.date, rng.randrange(50, 90))),
            h=(x.hosp, "HOSPITAL"))
    d.t("\n")
    d.seg(sig(rng, x, x.out))
    d.t("\n")


CAP_WORDS = ["Has capacity for this decision", "Lacks capacity for this decision (MCA assessment completed)",
             "Capacity fluctuating - best interests decision"]


def tep_form(rng, x, d):
    c, v = x.c, x.v
    fid = L.idnum(rng, "form", x.date.year)
    title = {"US": "GOALS OF CARE / CODE STATUS NOTE", "CA": "GOALS OF CARE DESIGNATION ORDER",
             "AU": "GOALS OF PATIENT CARE (GOPC)", "NZ": "TREATMENT ESCALATION PLAN / ADVANCE CARE PLAN"}.get(
        c, "TREATMENT ESCALATION PLAN AND CEILING OF CARE")
    d.w("{t}\nForm ID: {f}   {h}\n\n", t=title, f=(fid, "IDNUM"), h=(x.hosp, "HOSPITAL"))
    d.t("PATIENT DETAILS\n")
    d.w("Surname: {s}   Forename(s): {f}\n", s=(x.pt.last.upper(), "PATIENT"), f=(x.pt.first, "PATIENT"))
    d.seg(id_block(rng, x))
    d.w("\nDOB: {dob}   Age: {a}\n", dob=D(rng, x, x.dob, ("num", "dash")), a=A(x))
    if rng.random() < 0.55:
        d.w("Address: {ad}\n", ad=x.addr)
    d.w("Ward: {w}   Date of decision: {dt}   Time: {tm}\n\n", w=(x.ward, "HOSPITAL"),
        dt=D(rng, x, None, ("num", "long", "abbr")), tm=T(rng, x))
    d.t("Diagnoses / background:\n" + bullets(rng, rng.sample(K.PMH, rng.randrange(3, 6))))
    d.t("Clinical Frailty Scale: %d   ECOG: %d\n\n" % (rng.randrange(3, 9), rng.randrange(1, 5)))
    ci = rng.randrange(len(K.CEILINGS))
    ceiling = K.CEILINGS[ci]
    full = ci in (0, 5)
    cpr = full
    if c == "CA":
        d.t("Designation: %s\n" % (rng.choice(["R1", "R2"]) if full else rng.choice(["R3", "M1", "M2", "C1", "C2"])))
    if c == "US":
        d.t("Code status: %s\n" % ("Full Code" if full else rng.choice(["DNR/DNI", "DNR, OK to intubate" if ci == 2 else "DNR/DNI",
                                                                         "Comfort Care" if ci == 4 else "DNR/DNI"])))
    d.t("CPR: [%s] For CPR   [%s] Not for CPR (DNACPR)\n" % ("x" if cpr else " ", " " if cpr else "x"))
    d.t("Ceiling of treatment: " + ceiling + "\n")
    d.t("Specific interventions:\n")
    allow = {"NIV / CPAP": full or ci in (1, 2), "HFNO": ci != 4, "Inotropes / vasopressors": full or ci == 2,
             "Intubation": full, "Renal replacement therapy": ci == 5 or (full and rng.random() < 0.5),
             "IV antibiotics": ci != 4, "Blood products": ci != 4, "Transfer to ICU": full or ci == 2}
    for item in ["NIV / CPAP", "HFNO", "Inotropes / vasopressors", "Intubation", "Renal replacement therapy",
                 "IV antibiotics", "Blood products", "Transfer to ICU"]:
        d.t("  %-28s %s\n" % (item, ("Yes" if rng.random() < 0.85 else "Discuss") if allow[item] else "No"))
    d.t("\nDISCUSSION\n")
    d.t(rng.choice(CAP_WORDS) + ".\n")
    k = rng.randrange(3)
    proxy = {"UK": "LPA (health & welfare)", "IE": "Attorney under EPA", "US": "Health care proxy", "CA": "SDM",
             "AU": "Enduring guardian", "NZ": "EPOA (welfare)", "ZA": "Next of kin", "SG": "LPA donee"}[c]
    d.w("Discussed with patient and {rel} {n} ({p}), who is {pr}", rel=x.nok_rel, n=fname(rng, x.nok, "full", c),
        p=(x.nok_phone, "PHONE"), pr=proxy if k else "not a formal proxy")
    if k and c in ("UK", "SG", "IE") and rng.random() < 0.6:
        d.w(" - registration ref {r}", r=("7%s-%s-%s" % (L.digits(rng, 3), L.digits(rng, 4), L.digits(rng, 4)), "IDNUM"))
    d.t(".\n")
    if rng.random() < 0.5:
        d.w("Also present: {rel2} {n2}", rel2=x.nok2_rel, n2=fname(rng, x.nok2, None, c))
        if rng.random() < 0.5:
            d.w(" (aged {a}, a {pr})", a=(str(max(18, x.age - rng.randrange(20, 40))), "AGE"), pr=(x.nok_prof, "PROFESSION"))
        d.t(".\n")
    d.t(rng.choice(["Family understand that CPR would be unlikely to succeed and would cause harm.",
                    "Patient clear that they would not want to be intubated again.",
                    "Family initially wanted 'everything done'; after discussion agreed with plan.",
                    "Patient originally from abroad; family abroad informed by phone.",
                    "Patient wishes to be at home if possible - PPC home, PPD home."]) + "\n")
    if rng.random() < 0.4:
        d.w("Born in {co}; interpreter used ({lang}), ID {i}.\n", co=(x.country, "COUNTRY"), lang=rng.choice(["Polish", "Tagalog", "Urdu", "Portuguese",
                                                                   "Mandarin", "Samoan", "isiZulu", "Arabic"]),
            i=(L.idnum(rng, "staff", x.date.year), "IDNUM"))
    d.t("\nSENIOR RESPONSIBLE CLINICIAN\n")
    d.w("Name: {n}   Role: {r}\n", n=sname(rng, x, x.cons, "drfull"), r=x.cons.role)
    d.w("{l}: {v}   Bleep/phone: {p}\n", l=x.cons.lic[0], v=(x.cons.lic[1], "LICENSE"), p=(x.cons.pager, "PHONE"))
    d.w("Completed by: {n} ({r}), {l} {v}\n", n=sname(rng, x, x.wdr, "full"), r=x.wdr.role, l=x.wdr.lic[0],
        v=(x.wdr.lic[1], "LICENSE"))
    if rng.random() < 0.5:
        d.w("Witness: {n}, {r}\n", n=sname(rng, x, x.wrn, "full"), r=x.wrn.role)
    d.w("Review date: {dt} or sooner if condition changes.\n",
        dt=D(rng, x, L.shift(x.date, rng.choice([3, 7, 14, 28]))))
    d.w("Copy to: {g} ({p}) and {t}\n", g=["Dr ", (x.gp.last, "DOCTOR")], p=(x.practice, "HOSPITAL"), t=v["team"])
    if rng.random() < 0.35:
        d.w("Scanned to EPR by {u} on {dt}\n", u=(uname(rng, x.wrn), "USERNAME"), dt=D(rng, x, None, ("iso",)))


FU_EXAM = ["Chest: reduced AE bases, no wheeze.", "Warm and well perfused, CRT < 2 s.", "Abdo soft, mild tenderness at wound.",
           "Talking in full sentences.", "Good cough, sputum green but less.", "Calves SNT, pressure areas intact.",
           "Mild peripheral oedema.", "Orientated x3, CAM negative."]


def followup_visit(rng, x, d):
    c, v = x.c, x.v
    sc = rng.choice(K.SCEN)
    n = rng.randrange(1, 5)
    if rng.random() < 0.5:
        d.w("{t} follow-up visit #{n} - {dt} {tm}\n", t=v["team"], n=str(n), dt=D(rng, x), tm=T(rng, x))
        d.w("Pt: {p}  ", p=pname(rng, x, rng.choice(["full", "LASTFIRST"])))
        d.seg(id_block(rng, x))
        d.t("\n")
        d.seg(["Loc: "] + loc_seg(rng, x) + ["   Age: ", A(x), "\n\n"])
        d.t("Reason on caseload: " + sc["dx"] + " (%s %s)\n\n" % (
            v["call"], rng.choice(["yesterday", "overnight", "2 days ago"])))
        o = K.obs(rng, rng.choice([0, 1, 1, 2]))
        _, tot = K.news2(o)
        d.t("S: " + rng.choice(["Feels better, slept well.", "Still SOB on minimal exertion.", "Complains of pain at wound site 6/10.",
                                "Denies CP. Appetite poor.", "Drowsy but rousable, family at bedside."]) + "\n")
        d.t("O: %s. %s %d.\n   %s\n" % (K.obs_line(o, c), v["score"], tot, ", ".join(K.labs(rng, c, 4))))
        d.t("   Fluid balance +%d mL/24 h, UO %d mL/h avg.\n" % (rng.randrange(100, 2500), rng.randrange(20, 110)))
        d.t("A: " + rng.choice(["Improving.", "Static.", "Slowly improving, remains at risk.",
                                "Deteriorating - see plan."]) + "\n")
        d.t("P: " + "; ".join(rng.sample(sc["plan"], min(2, len(sc["plan"])))) + "; " +
            rng.choice(["review tomorrow", "discharge from caseload", "review 4 h", "ward team to escalate per %s" % v["score"]]) + ".\n")
        d.w("Discussed with {n} ({r}).\n", n=sname(rng, x, x.wdr, rng.choice(["dr", "full"])), r=x.wdr.role)
        if rng.random() < 0.5:
            d.t(K.abg(rng, c) + "\n")
        d.t("Escalation: " + rng.choice(K.CEILINGS) + ".\n")
    else:
        d.w("{dt} {tm}  {t} r/v\n", dt=D(rng, x, None, ("num", "short", "wday_short")), tm=T(rng, x), t=v["team"])
        d.t("Seen on ")
        d.seg(loc_seg(rng, x))
        d.w(" with {n}. ", n=sname(rng, x, x.wrn, rng.choice(["first", "full"])))
        d.seg(x.pt.render(rng, "PATIENT", c, rng.choice(["title", "first", "title"])))
        d.t(" %s. " % rng.choice(["sitting out in chair, looks brighter", "in bed, pale and tired",
                                   "mobilising to toilet with frame", "on NIV, tolerating well"]))
        d.t("Known to us after %s for %s. " % (v["call"], sc["dx"]))
        o = K.obs(rng, rng.choice([0, 1, 2]))
        d.t("Obs: %s. " % K.obs_line(o, c))
        d.t(rng.choice(FU_EXAM) + " " + rng.choice(K.EPONYM_LINES) + "\n")
        d.t("Bloods this am: " + ", ".join(K.labs(rng, c, 5, ranges=False)) + ".\n")
        if rng.random() < 0.6:
            d.w("{Rel} {n} present and updated, asked about visiting - ok. Works as a {p} so can only come evenings.\n",
                Rel=x.nok_rel.capitalize(), n=fname(rng, x.nok, "first", c), p=(x.nok_prof, "PROFESSION"))
        d.t("Imp: " + rng.choice(["improving", "stable", "fragile", "slowly improving"]) + ". ")
        d.t("Plan: " + "; ".join(rng.sample(sc["plan"], min(2, len(sc["plan"])))) + ". " +
            rng.choice(["Will r/v this pm.", "Off caseload if stable overnight.", "Ward to call if %s >= 5." % v["score"],
                        "Review again in 2 h."]) + "\n")
        if rng.random() < 0.4:
            d.t(K.typo(rng, rng.choice(sc["hx"]), 0.3) + " " + rng.choice(K.EPONYM_LINES) + "\n")
        if rng.random() < 0.5:
            d.w("Handed over to {n} on twilight shift (" + v["pg"] + " {b}).\n", n=sname(rng, x, x.out2, "full"),
                b=(x.out2.pager, "PHONE"))
    if rng.random() < 0.35:
        d.w("Birthday {dt} - family bringing cake, ok with ward.\n", dt=D(rng, x, L.shift(x.date, rng.randrange(1, 6)),
                                                                      ("daymonth", "long")))
    d.t("\n")
    d.seg(sig(rng, x, x.out, with_contact=rng.random() < 0.7))
    d.t("\n")
    if rng.random() < 0.3:
        d.seg(contact_line(rng, x, x.out))
        d.t("\n")
