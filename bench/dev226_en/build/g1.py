"""Genres: trauma team activation record, trauma bay nursing note, tertiary survey."""
import datetime as dt
import clin as C
import common as K
import phi as H

ALIASES = ["Trauma, Xray", "Doe, Quartz", "Trauma, Juliet", "Unknown, Cobalt", "Trauma, Sierra", "Doe, Falcon",
           "Trauma, Tango", "Unknown, Maple"]


def _survey_primary(n, c, s):
    r = c.rng
    uns = s["unstable"]
    if s["gcs"] < 9:
        air = r.choice(["intubated in bay with RSI (ketamine/rocuronium), 7.5 ETT @ 23 cm", "snoring, jaw thrust -> RSI, 8.0 ETT",
                        "GCS 8 or less - RSI in bay, grade 1 view"])
    elif s["gcs"] < 14:
        air = r.choice(["maintained, C-collar on, moaning", "patent, blood in oropharynx suctioned", "own airway, NRB 15 L"])
    else:
        air = r.choice(["patent, talking", "patent, speaking full sentences", "maintained, C-collar on"])
    br = r.choice(["equal air entry bilat, trachea midline", "decreased AE on L, hyperresonant",
                   "reduced breath sounds R base, SpO2 91% on NRB", "bilat AE, chest wall tender L, no crepitus"])
    circ = ("tachycardic, cool peripheries, cap refill >3 s" if uns else "HR normal, peripheries warm, CRT <2 s")
    n.t("PRIMARY SURVEY\n")
    n.t("A: " + air + "\nB: " + br + "\nC: " + circ + "; " + C.vitals(r, uns, c.c) + "\n")
    n.t("D: " + C.gcs_str(r, s["gcs"]) + ", pupils " + r.choice(["PEARL 3 mm", "equal and reactive", "L 4 mm sluggish, R 3 mm"]) +
        ", moves all 4 limbs\n")
    n.t("E: " + s["mech_long"] + r.choice([". Log roll done.", "; log rolled, no further wounds", ". Warmed blankets."]) + "\n")


def _fast(r, s):
    if s["kind"] == "egs":
        return "FAST: not done"
    pos = s["unstable"] and s["region"] in ("abdomen", "thoracoabdominal", "multi")
    if pos:
        return r.choice(["FAST positive - fluid in Morison's pouch and pelvis", "eFAST: +RUQ, +LUQ, pericardial neg",
                         "FAST +ve (splenorenal), lung sliding absent L"])
    return r.choice(["FAST negative x4 windows", "eFAST neg, lung sliding present bilat", "FAST: equivocal pelvis, repeat neg"])


def activation(n, c, s):
    r = c.rng
    us = c.us
    v = r.randrange(3)
    if v == 0:
        n.f("{h}\nTRAUMA TEAM ACTIVATION RECORD\n\n", h=(c.hosp, "HOSPITAL"))
    elif v == 1:
        n.f("TRAUMA RESUSCITATION FLOWSHEET - {h} {ed}\n\n", h=(c.hshort, "HOSPITAL"),
            ed="Emergency Dept" if us else "Emergency Centre")
    else:
        n.f("*** TRAUMA ACTIVATION *** {h}\n", h=(c.hosp, "HOSPITAL"))
    alias = us and r.random() < 0.18
    if alias:
        al = r.choice(ALIASES)
        n.f("Registered as: {al} (unidentified)  MRN {m}\n", al=(al, "PATIENT"), m=(c.mrn, "MRN"))
        n.f("Identity confirmed {t} as {nm} via {how}\n", t=K.tm(r, 0), nm=c.pn("caps"),
            how=[("fingerprint match, ID ", None), (c.bioid(), "BIOID")] if r.random() < 0.5 else "family at bedside")
    else:
        K.hdr(n, c)
        if r.random() < 0.25 and c.has_id:
            K.natid_line(n, c)
    act = (r.choice(["Level 1 (full)", "Tier 1", "Level 2 (partial)", "Level I - upgraded from II"]) if us else
           r.choice(["Trauma call - RED (TEWS 8)", "Priority 1 - red", "Orange - upgraded to RED on arrival"]))
    ck = K.Clock(r)
    n.f("Activation: {a}    Date: {d}\nPaged {t1}  Team at bedside {t3}  Arrived {t2}\n", a=act, d=c.d(c.arrive),
        t1=ck.next(), t3=ck.next(2, 6), t2=ck.next(1, 8))
    if r.random() < 0.5:
        n.f("Location: Resus bay {b}\n", b=(c.bay, "LOCATION_OTHER"))
    n.f("\nPREHOSPITAL: via {ems}. {m}. Scene vitals: {v}. {tx}\n", ems=(c.ems, "ORGANIZATION"), m=s["mech_long"],
        v=C.vitals(r, s["unstable"], c.c, 0),
        tx=r.choice(["1 L NS given.", "TXA 1 g given en route.", "Pelvic binder applied at scene.",
                     "Tourniquet L thigh applied 00:52.", "No IV access en route.", "Needle decompression L 2nd ICS."]))
    if c.holiday and r.random() < 0.7:
        n.t("Per EMS injured at a party")
        K.holiday(n, c, pre=" on ")
        n.t(r.choice([", ETOH involved.\n", ".\n", ", multiple pts from same scene.\n"]))
    if s["mech"] in ("MVC", "PVA", "MCC") and r.random() < 0.6:
        n.f("Vehicle {w}: {pl} ({st})\n", w=r.choice(["reg", "plate", "involved"]),
            pl=(H.plate(r, c.c), "VEHICLE"), st="per EMS" if r.random() < 0.5 else "police at scene")
    n.t("\nTEAM\n")
    n.f("Team leader: {a}\nAirway: {b}\nProcedures: {p}\nScribe: {sc}\n",
        a=c.dn(c.att, r.choice(["dr", "drfull", "cred"])), b=c.dn(c.anaes, r.choice(["dr", "full"])),
        p=c.dn(c.res, r.choice(["dr", "full", "initsur"])), sc=c.dn(c.rn, r.choice(["cred", "initcred", "sur"])))
    n.nl()
    _survey_primary(n, c, s)
    n.t("\n" + _fast(r, s) + "\n")
    n.t("Adjuncts: " + r.choice(["CXR - L haemothorax; PXR - no #", "CXR clear, PXR: pubic rami #",
                                 "CXR: widened mediastinum? (supine AP)", "CXR: ICC in good position",
                                 "bloods + xmatch 6u, ABG sent, VBG lactate 5.2"]) + "\n")
    if r.random() < 0.6:
        n.t(C.abg(r, s["unstable"]) + "\n")
    n.t("\nSECONDARY SURVEY\n")
    n.t("Head/face: " + r.choice(["4 cm scalp lac occiput", "NAD", "periorbital swelling L", "Battle sign neg, no CSF leak"]) + "\n")
    n.t("Neck: " + r.choice(["collar on, midline tender C6", "no tenderness, collar cleared clinically", "wound as above"]) + "\n")
    n.t("Chest: " + r.choice(["tender L lower ribs, no flail", "ICC L 5th ICS - 600 mL blood", "surgical emphysema R"]) + "\n")
    n.t("Abdo: " + r.choice(["distended, peritonitic", "soft, tender LUQ, seatbelt sign", "guarding, evisceration covered",
                              "soft, non-tender"]) + "\n")
    n.t("Pelvis: " + r.choice(["stable to gentle AP compression", "binder in situ - not sprung", "NAD"]) + "\n")
    n.t("Extremities: " + r.choice(["R femur deformity, distal pulses present", "no deformity", "L forearm deformity, splinted"]) + "\n")
    n.t("PR/log roll: " + r.choice(["normal tone, no blood", "not done - will do in theatre", "no step, no tenderness"]) + "\n")
    if r.random() < 0.8:
        n.t("\nAMPLE: A - " + r.choice(C.ALLERGIES) + "; M - " + r.choice(["nil", "none", "apixaban", "metformin", "lisinopril"] if c.us else ["nil", "none", "ART", "metformin", "amlodipine"]) +
            "; P - " + ", ".join(C.pmh(r, c.c)) + "; L - " + r.choice(["unknown", "approx 6 hrs ago", "lunch"]) +
            "; E - as above\n")
    if r.random() < 0.6:
        f = c.fam[r.randrange(3)]
        n.f("Family: {rel} {fn} {where}, contact {ph}\n", rel=f.rel, fn=c.fn(f, r.choice(["full", "given", "comma"])),
            where=r.choice(["in waiting room", "on the way", "notified by phone"]), ph=(f.phone, "PHONE"))
    if r.random() < 0.5:
        K.social(n, c, short=True)
    iv = r.sample(["TXA 1 g IV", "MTP activated", "2x 14G IV", "R IJ trauma line", "ICC 28Fr L", "RSI",
                   "pelvic binder", "O neg x2 units", "ceftriaxone 1 g IV", "Tdap" if c.us else "TT", "cefazolin 2 g IV"], 4)
    n.t("\nInterventions: " + ", ".join("%s %s" % (x, ck.next(1, 6)) for x in iv) + "\n")
    dispo = r.choice(["OR/theatre directly", "CT then ICU", "CT then OR", "trauma ICU", "admitted ASU",
                      "SICU via IR suite"] if not s["died"] else ["died in resus, ROSC not achieved"])
    n.f("Disposition: {d} at {t}\n", d=dispo, t=ck.next(10, 45))
    if s["iss"]:
        n.t("ISS (provisional): %d\n" % s["iss"])
    K.sign(n, c, c.att if r.random() < 0.6 else c.res)
    if r.random() < 0.35:
        n.f("Scribed by {sc}\n", sc=c.dn(c.scribe, r.choice(["full", "initsur"])))
    K.audit(n, c, p=0.3)


def nursing(n, c, s):
    r = c.rng
    us = c.us
    v = r.randrange(3)
    if v == 0:
        n.t("TRAUMA BAY NURSING NOTE\n")
        K.hdr(n, c, r.choice([0, 2, 4]), with_acct=r.random() < 0.5)
        n.f("Date {d}   Bay {b}\n\n", d=c.d(c.arrive), b=(c.bay, "LOCATION_OTHER"))
    elif v == 1:
        n.f("{h} - RESUS NURSING RECORD\n", h=(c.hosp, "HOSPITAL"))
        n.f("Pt: {nm}  Hosp no {m}  {age}\n", nm=c.pn(r.choice(["caps", "full", "comma"])), m=(c.mrn, "MRN"),
            age=c.age_seg(r.choice(["sex", "slash", "yrs"])))
        n.f("{d}\n\n", d=c.d(c.arrive, r.choice(["long", "wklong", "med"])))
    else:
        n.f("Nursing note - trauma bay {b} - {d}\n", b=(c.bay, "LOCATION_OTHER"), d=c.d(c.arrive, "iso"))
        n.f("{nm}, {age} {sx}, {mech}\n\n", nm=c.pn(r.choice(["sur", "initsur", "full"])), age=c.age_seg("bare"),
            sx=c.sexword(), mech=s["mech"])
    hh, mm = r.randrange(24), r.randrange(60)
    t0 = dt.datetime(2000, 1, 1, hh, mm)

    tf = r.choice(["%H:%M", "%H%M", "%H:%M"])

    def T(k):
        return (t0 + dt.timedelta(minutes=k)).strftime(tf)

    lines = [
        (0, [("Pt arrived via ", None), (c.ems, "ORGANIZATION"), (r.choice([" on spinal board, c-collar in situ.",
                                                                           " on scoop, collar + blocks.",
                                                                           " walking (!), holding abdomen."]), None)] +
         ([(" Handover from paramedic ", None), (c.person().given, "DOCTOR"), (".", None)] if r.random() < 0.4 else [])),
        (2, "Placed on monitor. " + C.vitals(r, s["unstable"], c.c, 1)),
        (3, r.choice(["2x 16G IV L+R ACF, bloods drawn + XM sent", "18G L ACF, 16G R hand; VBG done",
                      "IO L tibia after 2 failed IV attempts"])),
        (5, r.choice(["1 u O neg PRBC via Level 1 infuser", "Ringer's lactate 500 mL bolus started",
                      "TXA 1 g IV over 10 min", "Fentanyl 50 mcg IV per Dr order"])),
        (8, r.choice(["Clothing cut off, bagged in paper bag", "Warm blankets, Bair Hugger on", "Foley 16Fr, 150 mL clear urine"])),
        (11, C.vitals(r, s["unstable"], c.c, 0)),
    ]
    for k, txt in lines:
        n.t(T(k) + "  ")
        n.add(txt)
        n.nl()
    if r.random() < 0.5:
        n.t(T(14) + "  ")
        n.f("Dr {d} at bedside, ICC inserted L chest, 28Fr - drained 450 mL frank blood\n", d=(c.res.surname, "DOCTOR"))
    if r.random() < 0.55:
        off = c.person()
        n.t(T(17) + "  ")
        n.f("Belongings ({b}) handed to {ti} {o}, badge #{bd}; property form signed\n",
            b=r.choice(["wallet, cellphone, keys", "cell phone + $40 cash" if us else "cellphone + R240 cash",
                       "1 sneaker, jacket, ID card" if us else "1 takkie, jacket, ID book"]),
            ti=r.choice(["Officer", "Sgt", "Const", "Det"]), o=(off.surname, "FAMILY"), bd=(H.digits(r, r.choice([4, 5, 7])), "IDNUM"))
    if r.random() < 0.6:
        f = c.fam[0]
        n.t(T(22) + "  ")
        n.f("{rel} {fn} phoned ({ph}), updated by {who}\n", rel=f.rel.capitalize(), fn=c.fn(f, r.choice(["given", "full"])),
            ph=(f.phone, "PHONE"), who=c.dn(c.rn2, r.choice(["full", "sur", "initsur"])))
    if r.random() < 0.3:
        n.t(T(24) + "  ")
        n.f("Chaplain {ch} at bedside with family\n", ch=(c.person().given + " " + c.person().surname, "DOCTOR"))
    n.t(T(28) + "  ")
    n.add(r.choice(["To CT with RN, resident + monitor", [("To " + ("OR " if us else "theatre "), None),
                                                          (str(r.randint(1, 12)), "LOCATION_OTHER"), (" with anaesthesia", None)],
                    "To ICU bed", "Remains in bay awaiting CT"]))
    n.nl()
    if r.random() < 0.5:
        n.t("\nVitals:\nTime   HR   BP       RR  SpO2  GCS\n")
        for k in (0, 5, 10, 15, 20):
            sb = r.randint(72, 150)
            n.t("%s  %3d  %3d/%-3d  %2d  %3d%%  %d\n" % (T(k), r.randint(70, 140), sb, int(sb * r.uniform(0.5, 0.7)),
                                                       r.randint(12, 32), r.randint(88, 100), s["gcs"]))
    n.t("\nTotal in: " + r.choice(["PRBC 2u, FFP 2u, crystalloid 900 mL", "crystalloid 1.5 L", "PRBC 4u, FFP 4u, plt 1 pool, cryo 10u",
                                   "RL 500 mL"]) + ". Out: urine " + str(r.randint(50, 600)) + " mL.\n")
    if r.random() < 0.4:
        n.f("Pt states {pr} lives at {ad}\n", pr="he" if c.sex == "M" else "she", ad=c.addr("short"))
    n.f("\n{nm}", nm=c.dn(c.rn, r.choice(["cred", "full", "sister" if not us else "cred"])))
    if not us and r.random() < 0.5:
        n.f("  SANC {l}", l=(H.digits(r, 8), "LICENSE"))
    n.nl()
    K.audit(n, c, c.rn, p=0.35)


def tertiary(n, c, s):
    r = c.rng
    hd = r.randint(1, 3)
    n.t(r.choice(["TERTIARY TRAUMA SURVEY", "Tertiary Survey", "TERTIARY SURVEY - Trauma Service"]))
    n.f("  ({hd})\n", hd=r.choice(["HD#%d" % (hd + 1), "hospital day %d" % (hd + 1), "%d h post admission" % (24 * hd)]))
    K.hdr(n, c, with_acct=r.random() < 0.4)
    n.f("Date: {d}   Location: {w}, bed {b}\n", d=c.d(K.later(c, hd)), w=(c.ward, "HOSPITAL"), b=(c.bed, "LOCATION_OTHER"))
    n.f("Date of injury: {d}  Mechanism: {m}\n\n", d=c.d(c.arrive, r.choice(["md", c.dstyle, "mon3"])), m=s["mech_long"])
    n.t("Injuries identified to date:\n")
    for i, inj in enumerate(s["injuries"]):
        n.t("%d. %s\n" % (i + 1, inj))
    n.t("\nProcedures: " + s["proc"] + "\n")
    n.t("\nNEW findings on tertiary:\n")
    new = r.sample(["R 5th metacarpal fracture (missed) - XR ordered", "L ankle swelling, XR: undisplaced lateral malleolus #",
                    "abrasion L knee not previously documented", "nil new", "T6 spinous process tender - CT T-spine ordered",
                    "tender L wrist - scaphoid views", "dental trauma - UL1 fractured, dental consult"], 2)
    for x in new:
        n.t("- " + x + "\n")
    n.t("\nExam: " + C.vitals(r, False, c.c) + ". " + C.gcs_str(r, max(s["gcs"], 13)) + ".\n")
    n.t("Head to toe: " + r.choice(["full exam repeated incl log roll and PR", "complete; back and spine reviewed",
                                    "limited by pain, repeat tomorrow"]) + ". " + " ".join(C.lookalikes(r, 2)) + "\n")
    if c.age > 60 and r.random() < 0.6:
        n.f("Devices: dual-chamber pacemaker, generator SN {sn} - interrogated by EP, functioning\n", sn=(c.device_sn(), "DEVICE"))
    elif s["gcs"] < 12 and r.random() < 0.6:
        n.f("Devices: ICP monitor (SN {sn}) R frontal, ICP 12-16\n", sn=(c.device_sn(), "DEVICE"))
    n.f("\nImaging reviewed: {proto} (acc {a}) - ", proto=r.choice(["CT pan-scan", "CT C-spine", "CXR", "CT A/P"]),
        a=(c.accession(), "IDNUM"))
    n.t(r.choice(["final read concordant", "addendum re: L transverse process # L3", "no change from prelim"]) + "\n")
    n.f("Consults: ortho ({o}), {x}\n", o=c.dn(c.person(cred="MD" if c.us else "MBChB"), r.choice(["dr", "sur"])),
        x=r.choice(["NSG signed off", "OT/PT", "dietitian", "psych - ETOH withdrawal risk (CIWA)"]))
    if r.random() < 0.5:
        K.social(n, c)
    n.t("\nPlan:\n")
    K.bullets(n, C.plan(r, s=s), r=r)
    K.sign(n, c, r.choice([c.res, c.pa, c.att]), date=K.later(c, hd))
    K.audit(n, c, p=0.25)
