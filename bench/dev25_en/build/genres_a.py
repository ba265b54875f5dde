"""Genre writers, part A: adult medicine and surgery."""
import pools
from core import B, P, idgen, numword


def tm(r, night=False):
    h = r.randrange(0, 24) if night or r.random() < 0.15 else r.randrange(7, 21)
    return "%02d:%02d" % (h, r.randrange(60))


# ------------------------------------------------------------------ general medicine
GM_DX = [
    ("community-acquired pneumonia", "CURB-65 2", "IV co-amoxiclav and clarithromycin", "CXR: right lower zone consolidation"),
    ("decompensated heart failure", "NYHA III", "IV furosemide 80 mg BD", "CXR: bilateral effusions, upper lobe diversion"),
    ("infective exacerbation of COPD", "DECAF 1", "prednisolone 30 mg OD and doxycycline", "CXR: hyperexpanded, no consolidation"),
    ("urosepsis", "NEWS2 6 on arrival", "IV gentamicin then oral per sensitivities", "Urine culture: E. coli >10^5"),
    ("diabetic ketoacidosis", "pH 7.12 on arrival", "FRIII per protocol", "Ketones 5.8 on admission"),
    ("acute kidney injury stage 2", "creatinine 212 from baseline 95", "IV fluids, ACEi held", "USS KUB: no hydronephrosis"),
    ("cellulitis left leg", "Eron class II", "IV flucloxacillin", "Doppler: no DVT"),
    ("upper GI bleed", "Glasgow-Blatchford score 9", "IV PPI, OGD booked", "OGD: Forrest IIb duodenal ulcer"),
    ("hyponatraemia", "Na 118 on admission", "fluid restriction 1 L", "Serum osmolality 252"),
    ("new atrial fibrillation with RVR", "CHA2DS2-VASc 4", "bisoprolol and apixaban", "Echo: LA dilated, EF 50%"),
]
TRAPS = ["Foley catheter in situ", "Babinski negative bilaterally", "known Parkinson's disease on co-careldopa",
         "previous Bell's palsy", "Hashimoto's thyroiditis on levothyroxine", "Crohn's disease in remission",
         "Cushingoid habitus", "Raynaud's phenomenon", "Barrett's oesophagus on surveillance", "Addison's disease on hydrocortisone"]


def general_medicine(c):
    r, L, b = c.r, c.L, B()
    dx = r.choice(GM_DX)
    day = r.randrange(1, 9)
    title = r.choice(["WARD ROUND NOTE", "Progress Note", "Medical Ward Round", "Daily Progress Note - Hospital Day %d" % day,
                      "Consultant Ward Round"])
    c.header(b, title)
    b.line("{d} {t}  {w}{bed}", d=c.date(day, r.choice(["num", "wd", "abbr"])), t=tm(r), w=c.ward_p(),
           bed=[" bed ", P(c.bed, "LOCATION_OTHER")] if r.random() < 0.6 else "")
    team = [c.att, c.res, c.nurse]
    b.line("WR: {a} ({ar}), {bb} ({br}), {cc} ({cr})", a=c.dr(c.att), ar=c.att.role, bb=c.res.full() if r.random() < 0.5 else c.dr(c.res),
           br=c.res.role, cc=c.nurse.f() if r.random() < 0.4 else c.nurse.full(), cr=c.nurse.role)
    b.t("\n")
    b.line("{a}{s} {pre} admitted {d} with {dx}.", a=c.age_p(), s=r.choice(["M" if c.sex == "M" else "F", " yo " + c.mf(), "-year-old " + c.mf()]),
           pre=r.choice(["", "from home,", "via " + c.ed() + ","]), d=c.date(0, r.choice(["num", "short", "dm"])), dx=dx[0])
    b.line("PMH: {t}; T2DM; HTN; {t2}.", t=r.choice(TRAPS), t2=r.choice(["OA knees", "CKD 3a", "hypothyroidism", "depression", "GORD"]))
    b.t("\n")
    b.line("S: " + r.choice(["Feels better today. Slept well. Eating and drinking.", "Ongoing breathlessness, less than yesterday.",
                             "c/o nausea overnight, 1 vomit. No chest pain.", "Tired. Wants to go home. Mobilising to toilet with frame."]))
    if r.random() < 0.5:
        who = r.choice([c.spouse(), "daughter", "son", "partner"])
        p = c.rel(who)
        b.line("   {who} {n} present on round and updated.", who=who.capitalize(), n=p.f() if r.random() < 0.5 else p.full())
    b.line("O: T 37.%d  HR %d  BP %d/%d  RR %d  SpO2 %d%% on %s  NEWS2 %d" % (r.randrange(0, 9), r.randrange(60, 115), r.randrange(95, 165),
           r.randrange(50, 95), r.randrange(12, 26), r.randrange(88, 100), r.choice(["RA", "2L NC", "28% venturi"]), r.randrange(0, 7)))
    b.line("   " + r.choice(["Chest: coarse creps R base.", "HS I+II+0. JVP +4 cm. Pitting oedema to mid-shin.", "Abdo soft, non-tender.",
                              "Alert, GCS 15. Calves SNT."]))
    b.line("   {x} (imaging {d}, acc {a})", x=dx[3], d=c.date(r.randrange(0, day + 1), "short"), a=c.acc())
    c.labs(b, (0, max(1, day - 1), day))
    b.line("A: {dx} - {sev}. {p}.", dx=dx[0][0].upper() + dx[0][1:], sev=dx[1], p=r.choice(["Improving", "Slow progress", "Clinically stable", "Not yet at baseline"]))
    b.line("P:")
    b.line("- Continue {x}", x=dx[2])
    b.line("- d/w {sp} {rg} {n} ({bl} {p}) re {q}", rg="fellow" if c.us else "reg", bl=c.bleep(), sp=r.choice(["cardiology", "renal", "gastro", "micro", "respiratory"]),
           n=c.dr(c.res2) if r.random() < 0.5 else c.res2.full(), p=P(L.pager(), "PHONE"),
           q=r.choice(["echo", "further imaging", "abx duration", "OGD timing"]))
    if r.random() < 0.6:
        k = r.choice(["daughter", "son", c.spouse()])
        p = c.rel(k)
        b.line("- Update {k} {n} on {ph} this pm", k=k, n=p.f(), ph=c.phone("mobile"))
    b.line("- {x}", x=r.choice(["OT/PT review for discharge planning", "Repeat bloods " + "tomorrow", "Fluid balance chart", "Daily weights"]))
    if r.random() < 0.5:
        b.line("- EDD {d}; TTO to {ph}", d=c.date(day + r.randrange(1, 5), r.choice(["wd", "short"])), ph=P(r.choice(L.d["pharmacies"]), "HOSPITAL"))
    if r.random() < 0.35:
        b.line("- Anticipate discharge before {h}", h=P(r.choice(pools.HOLIDAYS[c.code]), "DATE"))
    b.t("\n")
    c.signature(b, when=day)
    return b


# ------------------------------------------------------------------ surgical clerking
SURG = [
    ("RIF pain 36 hours, anorexia, migrated from umbilicus", "acute appendicitis", "Alvarado 8", "laparoscopic appendicectomy", "Tender RIF with guarding, Rovsing's sign positive.", "CT AP", "appendix 11 mm with fat stranding"),
    ("colicky abdominal pain, vomiting, absolute constipation 3 days", "adhesional small bowel obstruction", "previous laparotomy", "NG decompression, gastrografin challenge", "Distended, tympanic, tinkling bowel sounds. Midline scar.", "CT AP", "dilated SB loops with transition point RLQ, no free air"),
    ("RUQ pain after fatty meals, fever", "acute cholecystitis", "Murphy's sign positive", "IV antibiotics, hot lap chole", "RUQ tenderness, Murphy's sign positive.", "USS abdo", "thick-walled GB with stones, CBD 5 mm"),
    ("epigastric pain radiating to back, lipase 2400", "acute pancreatitis", "Glasgow-Imrie 2", "IV fluids, analgesia, USS biliary tree", "Epigastric tenderness, no Grey Turner's or Cullen's sign.", "USS abdo", "gallstones, CBD not dilated"),
    ("LIF pain, fever, loose stool", "sigmoid diverticulitis", "Hinchey Ib", "IV co-amoxiclav, CT reviewed", "Tender LIF, localised guarding.", "CT abdomen/pelvis with contrast", "sigmoid diverticulitis with 2 cm pericolic collection"),
    ("painful irreducible groin lump", "incarcerated inguinal hernia", "no peritonism", "emergency hernia repair", "Tender irreducible R groin lump, no overlying erythema.", "USS groin", "fat-containing inguinal hernia"),
    ("perianal swelling 4 days", "perianal abscess", "fluctuant 3 cm", "EUA and incision and drainage", "Fluctuant tender swelling at 7 o'clock, 3 cm.", "MRI pelvis", "no fistula identified"),
]


def surgical_admission(c):
    r, L, b = c.r, c.L, B()
    s = r.choice(SURG)
    title = r.choice(["SURGICAL CLERKING", "General Surgery Admission Note", "Surgical Take - Clerking", "Emergency General Surgery H&P"])
    c.header(b, title)
    b.line("Date/time seen: {d} {t}", d=c.date(0, r.choice(["num", "abbr"])), t=tm(r))
    b.line("Clerked by: {n}, {role}", n=c.res.full(), role=c.res.role)
    src = r.choice(["gp", "ed", "clinic"])
    if src == "gp":
        b.line("Referred by: {g}, {p} (tel {ph})", g=c.dr(c.gp, "full"), p=P(c.practice, "HOSPITAL"), ph=c.phone())
    elif src == "ed":
        b.line("Referral: {ed} at {h}, {d}", ed=c.ed(), h=c.hosp_p(), d=c.dr(c.res2))
    else:
        b.line("Referred from: {h} urgent clinic", h=P(c.hosp2, "HOSPITAL"))
    b.line("Consultant: {t} {n}", t=c.mr(c.att), n=c.att.l())
    b.t("\n")
    b.line("PC: {x}", x=s[0])
    b.line("HPC: {a}{s} {h} {d} around {t}. No PR bleeding. Last opened bowels {d2}. {x}", a=c.age_p(),
           s=r.choice([" yo " + c.mf() + ".", c.sex + "."]), h=r.choice(["Symptoms began on", "Well until", "Onset"]),
           d=c.date(-r.randrange(1, 4), r.choice(["weekday", "short", "dm"])), t=tm(r), d2=c.date(-r.randrange(0, 4), "weekday"),
           x=r.choice([["Similar episode in ", c.date(-r.randrange(200, 2000), "my"), ", settled conservatively."], "No previous episodes."]))
    b.line("PMH: {p1}; {p2}; appendix {a}", p1=r.choice(["HTN", "asthma", "T2DM (diet)", "nil significant"]),
           p2=r.choice([["lap chole ", P(str(c.d0.year - r.randrange(2, 25)), "DATE")], ["C-section x2"], ["hysterectomy"]]), a=r.choice(["in situ", "out"]))
    b.line("PSH: {x} ({y}, {h})", x=r.choice(["Open hernia repair", "TAH", "Laparotomy for trauma", "Knee arthroscopy"]),
           y=P(str(c.d0.year - r.randrange(2, 25)), "DATE"), h=P(c.hosp2, "HOSPITAL"))
    b.line("DH: {x}. Allergies: {y}", x=r.choice(["ramipril 5 mg, atorvastatin 20 mg", "salbutamol PRN", "metformin 1 g BD", "nil regular"]),
           y=r.choice(["NKDA", "penicillin (rash)", "codeine (vomiting)"]))
    b.line("Anticoagulants: {x}", x=r.choice(["none", ["apixaban 5 mg BD - last dose ", c.date(-1, "short"), " ", tm(r)], "warfarin - INR 2.4"]))
    c.social(b, r.choice(["SH", "Social history"]))
    b.line("O/E: T 38.%d HR %d BP %d/%d. {ex}" % (r.randrange(0, 9), r.randrange(70, 125), r.randrange(95, 150), r.randrange(55, 90)),
           ex=s[4])
    b.line("Ix: WCC %d, CRP %d, lactate %.1f. {img} {d} (accession {a}): {f}" % (r.randrange(9, 24), r.randrange(20, 300), r.random() * 3 + 0.6),
           img=s[5], d=c.date(0, r.choice(["short", "num"])), a=c.acc(), f=s[6])
    b.line("G&S sent - sample {x}", x=c.acc())
    b.t("\n")
    b.line("Imp: {x} ({y})", x=s[1], y=s[2])
    b.line("Plan:")
    b.line("1. NBM, IV fluids, analgesia, VTE prophylaxis")
    b.line("2. {x}", x=s[3])
    b.line("3. Consent obtained by {n} - on emergency list for {d}", n=c.dr(c.res2) if r.random() < 0.5 else c.res2.full(),
           d=c.date(r.randrange(0, 2), r.choice(["wd", "weekday", "short"])))
    b.line("4. Discussed with {t} {n} (on call consultant) who agrees", t=c.mr(c.att), n=c.att.l())
    if r.random() < 0.5:
        p = c.rel(r.choice([c.spouse(), "partner", "son", "daughter"]))
        b.line("5. NOK {n} aware - {ph}", n=p.full(), ph=c.phone("mobile"))
    if c.us and r.random() < 0.6:
        b.line("Insurance: {ins} Member ID {m} Group {g}", ins=P(r.choice(L.d["insurers"]), "ORGANIZATION"), m=P(c.plan, "HEALTHPLAN"),
               g=c.idn("GROUP", "HEALTHPLAN"))
    b.t("\n")
    c.signature(b, c.res)
    return b


# ------------------------------------------------------------------ orthopaedic trauma / fracture clinic
ORTHO = [
    ("distal radius fracture", "dorsally angulated 25 degrees", "MUA and backslab", "volar locking plate"),
    ("undisplaced scaphoid waist fracture", "seen on scaphoid views", "thumb spica cast 6 weeks", "CT if non-union"),
    ("Weber B ankle fracture", "talar shift 3 mm", "ORIF", "one-third tubular plate and lag screw"),
    ("neck of femur fracture (intracapsular, displaced)", "Garden IV", "hemiarthroplasty", "cemented hemiarthroplasty"),
    ("proximal humerus fracture", "2-part surgical neck", "collar and cuff", "PHILOS-type plate if displaces"),
    ("tibial plateau fracture", "Schatzker II", "ORIF", "lateral buttress plate"),
    ("fifth metatarsal base fracture", "zone 1 avulsion", "walking boot", "none"),
    ("clavicle fracture midshaft", "100% displaced, shortened 1.5 cm", "sling, discuss fixation", "precontoured clavicle plate"),
]
MECH = ["fall onto outstretched hand", "slipped on ice", "fall from ladder at work", "RTC", "tackled playing rugby",
        "fall down stairs at home", "cycling accident", "trampoline injury", "trip over kerb"]


def ortho_trauma(c):
    r, L, b = c.r, c.L, B()
    o = r.choice(ORTHO)
    mech = r.choice(MECH)
    title = r.choice(["FRACTURE CLINIC", "Trauma & Orthopaedics - Fracture Clinic Review", "Ortho Trauma Clinic Note",
                      "Virtual Fracture Clinic Outcome", "Orthopaedic Trauma Admission"])
    c.header(b, title)
    b.line("Clinic date: {d}   Clinic: {h} {cl}", d=c.date(0, r.choice(["num", "long", "abbr"])), h=c.hosp_p(),
           cl=r.choice(["Fracture Clinic", "Orthopaedic OPD", "trauma clinic"]))
    b.line("Seen by: {n} ({role}) for {t} {att}", n=c.res.full(), role=c.res.role, t=c.mr(c.att), att=c.att.l())
    b.t("\n")
    injdate = -r.randrange(1, 12)
    b.f("{a}-year-old {h}-dominant {occ}", a=c.age_p(), h=r.choice(["right", "left"]),
        occ=(["retired ", c.occ_p()] if c.retired else c.occ_p()) if c.age > 16 else "schoolchild")
    b.f(" sustained a {x} following {m} on {d}", x=o[0], m=mech, d=c.date(injdate, r.choice(["num", "dm", "wd", "long"])))
    if mech == "RTC":
        b.f(". Driver of car (reg {pl}), hit at ~40 mph at the junction by {lm}. Police ref {pr}", pl=c.idn("PLATE", "VEHICLE"),
            lm=P(r.choice(L.d["landmarks"]), "LOCATION_OTHER"), pr=P("%s/%d" % (r.choice(["INC", "CAD", "Q"]), r.randrange(10000, 999999)), "IDNUM"))
    elif mech == "fall from ladder at work" and not c.retired:
        b.f(" at {e}; incident report filed by employer", e=P(r.choice(L.d["employers"]), "ORGANIZATION"))
    elif mech == "tackled playing rugby":
        b.f(" for {s}", s=P(r.choice(L.d["schools"] + L.d["employers"]), "ORGANIZATION"))
    b.t(".\n")
    b.line("Initial management at {h} {ed}: {x}.", h=P(c.hosp2, "HOSPITAL"), ed=c.ed(), x=r.choice(["backslab applied", "analgesia and sling", "closed reduction under haematoma block", "traction splint"]))
    b.line("X-rays {d} (acc {a}): {f}; {g}.", d=c.date(injdate, "short"), a=c.acc(), f=o[0], g=o[1])
    if r.random() < 0.4:
        b.line("Ottawa ankle rules applied at triage; Salter-Harris classification not applicable.")
    b.line("Today: NV intact distally. Skin {x}. {y}", x=r.choice(["intact", "blistering settling", "healed"]),
           y=r.choice(["Cap refill <2 s.", "Sensation intact in all dermatomes.", "Can flex/extend all digits."]))
    b.line("Repeat XR today (acc {a}): {x}.", a=c.acc(), x=r.choice(["position maintained", "slight loss of position", "early callus", "united"]))
    b.t("\n")
    b.line("Plan: {p}", p=o[2])
    if o[3] != "none" and r.random() < 0.6:
        od = r.randrange(1, 8)
        b.line("Listed for surgery {d} - {i}. Implant tracking: plate lot {lt}, SN {sn}.",
               d=c.date(od, r.choice(["wd", "num", "dm"])), i=o[3], lt=P(idgen(r, L, "SERIAL"), "DEVICE"), sn=P(idgen(r, L, "SERIAL"), "DEVICE"))
    b.line("Follow-up: fracture clinic {d} with check XR.", d=c.date(r.choice([7, 10, 14, 21, 42]), r.choice(["num", "long", "wdlong"])))
    if 16 < c.age < 67 and r.random() < 0.6:
        b.line("Fit note: unfit for work as {p} until {d}.", p=c.occ_p(), d=c.date(r.randrange(14, 60), "num"))
    if r.random() < 0.4:
        b.line("Not to drive while in cast. Driving licence no. {dl} recorded for insurer form.", dl=c.idn("DL", "LICENSE"))
    if r.random() < 0.5:
        b.line("Physio referral to {p}; letter to GP {g} at {pr}.", p=P(r.choice(L.d["rehab"]), "HOSPITAL"), g=c.dr(c.gp), pr=P(c.practice, "HOSPITAL"))
    b.t("\n")
    c.signature(b, r.choice([c.res, c.att]))
    return b


# ------------------------------------------------------------------ stroke unit
def stroke_unit(c):
    r, L, b = c.r, c.L, B()
    side = r.choice(["left", "right"])
    title = r.choice(["HASU Post-Take Review", "Stroke Unit Daily Review", "Acute Stroke Unit - Progress Note", "Stroke Team Note"])
    c.header(b, title)
    day = r.randrange(1, 10)
    b.line("{d} - day {n} of admission - {w} bed {bd}", d=c.date(day, r.choice(["num", "wd", "abbr"])), n=day + 1, w=c.ward_p(), bd=P(c.bed, "LOCATION_OTHER"))
    b.t("\n")
    b.line("{n}, {a}{s}, admitted {d} with {x}.", n=c.pname(r.choice(["title", "full"])), a=c.age_p(), s=c.sex,
           d=c.date(0, r.choice(["short", "num", "dm"])),
           x=r.choice(["%s MCA territory infarct" % side, "%s PACI" % side, "%s TACS" % side, "%s thalamic haemorrhage" % side,
                       "posterior circulation infarct", "%s LACI" % side]))
    lkw = r.choice([0, -1])
    b.line("LKW {d} {t} ({w}); found by {rel} {n}.", d=c.date(lkw, "short"), t=tm(r), w=r.choice(["wake-up stroke", "witnessed onset", "unwitnessed"]),
           rel=(k := r.choice([c.spouse(), "daughter", "son", "neighbour" if c.code != "US" else "neighbor"])), n=c.rel(k).f())
    b.line("Thrombolysed with tenecteplase at {h} ({t}); NIHSS {n1} -> {n2}. {x}", h=c.hosp_p(), t=tm(r), n1=str(r.randrange(4, 20)),
           n2=str(r.randrange(0, 12)), x=r.choice(["No thrombectomy - no LVO.", ["Transferred to ", P(c.hosp2, "HOSPITAL"), " for thrombectomy, TICI 2b."],
                                                   "Not a thrombectomy candidate."]))
    b.line("CT head {d} (acc {a}): {f}. CTA: {g}.", d=c.date(lkw, "short"), a=c.acc(), f="ASPECTS %d" % r.randrange(6, 11),
           g=r.choice(["no LVO", "M1 occlusion", "60% ICA stenosis", "patent"]))
    b.line("MRI {d}: {f}", d=c.date(r.randrange(1, day + 1), "short"), f=r.choice(["acute infarct confirmed", "multiple embolic foci", "microbleeds - Boston criteria not met"]))
    b.t("\n")
    b.line("Today: NIHSS {n}. mRS pre-morbid {m}. {x}", n=r.randrange(0, 14), m=r.randrange(0, 3),
           x=r.choice(["Dysphasia improving.", "Power 3/5 %s arm, 4/5 leg." % side, "Neglect persists.", "Sitting out in chair."]))
    b.line("SLT ({n}): {x}", n=c.ahp[0].f(), x=r.choice(["IDDSI level 5 minced and moist, thin fluids", "NBM, NG feed continues", "normal diet"]))
    b.line("Physio ({n}): transfers with 1, mobilises 10 m with frame.", n=c.ahp[-1].full())
    if r.random() < 0.5:
        b.line("ECG monitoring: 72 h Holter {res}. Implantable loop recorder inserted {d}, serial {s}.",
               res=r.choice(["NSR", "no AF"]), d=c.date(day, "short"), s=P(idgen(r, L, "SERIAL"), "DEVICE"))
    b.line("Secondary prevention: clopidogrel 75 mg OD, atorvastatin 80 mg. BP target <130/80.")
    if c.code == "UK" or c.code == "IE":
        b.line("Driving: advised not to drive for 1 month; must inform the DVLA if deficits persist." if c.code == "UK" else
               "Driving: advised not to drive; NDLS to be notified if deficits persist.")
    else:
        b.line("Driving: advised not to drive until cleared at stroke clinic.")
    if c.age < 70 and r.random() < 0.6:
        b.line("Work: employed as {p} at {e} - OT to discuss return to work.", p=P(r.choice(pools.PROFESSIONS), "PROFESSION"),
               e=P(r.choice(L.d["employers"]), "ORGANIZATION"))
    b.line("Plan: MDT {d}; referral to {h} for stroke rehab; family meeting with {k} {n} {d2} at {t}.",
           d=c.date(day + r.randrange(1, 4), "weekday"), h=P(r.choice(L.d["rehab"]), "HOSPITAL"),
           k=(k2 := r.choice([c.spouse(), "daughter", "son"])), n=c.rel(k2).full(), d2=c.date(day + r.randrange(1, 4), "wd"), t=tm(r))
    b.t("\n")
    c.signature(b, when=day)
    return b


# ------------------------------------------------------------------ elderly care / falls
def elderly_falls(c):
    r, L, b = c.r, c.L, B()
    title = r.choice(["Falls Assessment", "Comprehensive Geriatric Assessment", "Care of the Elderly - Post-take Review",
                      "Older Persons' Assessment Unit - Falls Review"])
    c.header(b, title)
    b.line("Date: {d}   Assessor: {n}", d=c.date(0, r.choice(["num", "long"])), n=r.choice([c.res.signed(L), c.np.signed(L)]))
    b.t("\n")
    home = r.random() < 0.45
    if home:
        ch = r.choice(L.d["carehomes"])
        b.line("{a}-year-old {s} resident at {ch} (room {rm}), {x}.", a=c.age_p(words=r.random() < 0.3), s=c.mf(), ch=P(ch, "HOSPITAL"),
               rm=P(str(r.randrange(1, 60)), "LOCATION_OTHER"), x=r.choice(["found on floor by night carer", "unwitnessed fall", "fell transferring from commode"]))
        b.line("Carer {n} reports {x}.", n=c.new_person("FAMILY").full() if r.random() < 0.5 else c.new_person("FAMILY").f(),
               x=r.choice(["pt was last checked at 02:00", "increased confusion for 2 days", "reduced oral intake"]))
    else:
        b.line("{a}-year-old {s} living {x} in {ci}, brought in after fall at home on {d}.", a=c.age_p(words=r.random() < 0.3), s=c.mf(),
               x=r.choice(["alone", "with spouse", "in warden-controlled housing"]), ci=c.city_p(), d=c.date(0, r.choice(["weekday", "short", "dm"])))
        b.line("Lay on floor ~{h} h until found by {k} {n}; pendant alarm not worn.", h=r.randrange(1, 14),
               k=(k := r.choice(["neighbour" if c.code != "US" else "neighbor", "daughter", "son", "friend"])), n=c.rel(k).f())
    b.line("Previous falls: {d1} ({x1}), {d2}.", d1=c.date(-r.randrange(60, 700), "my"), x1=r.choice(["wrist fracture", "no injury", "head injury - CT normal"]),
           d2=P(r.choice(pools.HOLIDAYS[c.code]), "DATE"))
    b.t("\n")
    b.line("PMH: {x}", x=", ".join(r.sample(["AF", "osteoporosis", "Parkinson's disease", "CKD 3b", "OA hips", "T2DM", "macular degeneration",
                                              "previous NOF", "vascular dementia", "postural hypotension", "heart failure"], 4)))
    b.line("Medications ({n} items): {x}", n=r.randrange(6, 15), x=", ".join(r.sample(["amlodipine", "furosemide", "zopiclone", "tamsulosin",
                                                                                      "alendronic acid", "sertraline", "apixaban", "co-codamol", "donepezil"], 4)))
    b.line("Lying BP %d/%d, standing 3 min %d/%d. Clinical Frailty Scale %d. Timed Up and Go %d s. Barthel %d/20." %
           (r.randrange(120, 170), r.randrange(60, 90), r.randrange(90, 140), r.randrange(50, 80), r.randrange(4, 8), r.randrange(12, 40), r.randrange(6, 19)))
    b.line("4AT {x}. Vision: {v}. Feet/footwear: {f}.", x=r.choice(["0", "2", "5 - delirium likely"]), v=r.choice(["cataracts", "wears varifocals", "registered sight impaired"]),
           f=r.choice(["ill-fitting slippers", "OK", "onychogryphosis"]))
    b.line("Bloods {d}: Na %d, CK %d, Vit D %d." % (r.randrange(125, 145), r.randrange(60, 3000), r.randrange(12, 80)), d=c.date(0, "short"))
    b.line("XR pelvis {d} (acc {a}): {f}.", d=c.date(0, "short"), a=c.acc(), f=r.choice(["no fracture", "pubic rami fracture", "old healed NOF DHS"]))
    b.t("\n")
    b.line("Social:")
    k = r.choice(["daughter", "son", "niece"])
    p = c.rel(k)
    b.line("- {k} {n} (LPA health & welfare, registered {d}) tel {ph}", k=k.capitalize(), n=p.full(), d=c.date(-r.randrange(100, 3000), "my"), ph=c.phone("mobile"))
    b.line("- Package of care: {x} from {ag}", x=r.choice(["QDS", "BD", "TDS"]), ag=P(r.choice(["Bluebell Home Care", "Caring Hands Agency", "Hearthside Homecare", "Kinship Support Services"]), "ORGANIZATION"))
    b.line("- Previously worked as {p}", p=c.job())
    b.t("\n")
    b.line("Plan:")
    b.line("- Medication review: stop {x}", x=r.choice(["zopiclone", "amlodipine", "co-codamol", "tamsulosin"]))
    b.line("- PT ({p}) and OT ({o}) assessment; OT home visit to {st} on {d}", p=c.ahp[0].f(), o=c.ahp[1].full() if len(c.ahp) > 1 else c.ahp[0].full(),
           st=P(c.addr["street"], "STREET"), d=c.date(r.randrange(2, 7), "wd"))
    b.line("- Falls clinic referral ({h}); bone health - DEXA", h=P(c.hosp2, "HOSPITAL"))
    b.t("\n")
    c.signature(b)
    return b
