"""Genres: ae_clerking and ward_round."""
import datetime as dt

import pools
from core import P, join, article
from common import setup, days, ids_line, hid_item, prof_phrase, social_line
import clinical
import inpatient


def _t(c, lo=0, hi=23):
    base = getattr(c, "base_min", None)
    if base is not None and (lo, hi) == (0, 23):
        m = max(0, min(23 * 60 + 59, base + c.rint(-150, 90)))
        return "%02d:%02d" % divmod(m, 60)
    return "%02d:%02d" % (c.rint(lo, hi), c.rint(0, 59))


# ------------------------------------------------------------------ ED presentations
def pres_chest(c, kw):
    r = c.r
    return dict(pc="Central chest pain", mts="2 (Orange)",
                hpc=c.f("{age}{MF} with {dur} of central crushing chest pain radiating to L arm and jaw, started at rest watching TV at {t}. Sweaty, nauseated. "
                        "GTN x2 by crew with partial relief. Aspirin 300 mg given by paramedics. No previous similar. {His} {rel} {nok_giv} called 999.",
                        dur=r.choice(["40 min", "1 hr", "2 hrs"]), t=_t(c, 6, 22)),
                ex="Pale, clammy. HS I+II+0. Chest clear. Calves SNT. " + clinical.obs(c),
                ix=c.f("ECG {t}: ST elevation II, III, aVF with reciprocal change I/aVL. Trop T {trop} ng/L (sample {lab}). CXR ({acc}) no pneumothorax, normal mediastinum.",
                       t=_t(c), trop=str(r.randint(60, 2400)), lab=P(c.lab(c.date.year), "IDNUM"), acc=P(c.rad(c.date.year), "IDNUM")),
                imp="Inferior STEMI",
                plan=["Cath lab activated - discussed with cardiology SpR " + "{card}", "Ticagrelor 180 mg, heparin as per protocol", "Transfer to cath lab, family informed"])


def pres_fall(c, kw):
    r = c.r
    nb = c.person("FAMILY")
    return dict(pc="Fall, unable to weight bear", mts="3 (Yellow)",
                hpc=c.f("{age}{MF}, lives alone. Tripped on rug at home last night, long lie ~{h} hrs until found by neighbour {nb} this morning who called ambulance. "
                        "No head injury, no LOC. C/o L hip pain. Normally mobile with stick, independent ADLs.", h=str(r.randint(3, 11)), nb=nb.full()),
                ex="L leg shortened and externally rotated. Pain on log roll. NV intact distally. Pressure areas: grade 1 sacrum. " + clinical.obs(c),
                ix=c.f("XR L hip/pelvis ({acc}): displaced intracapsular #NOF. CK {ck}. Bloods {b}.", acc=P(c.rad(c.date.year), "IDNUM"), ck=str(r.randint(400, 4200)), b=clinical.bloods_str(c, 1)),
                imp="L intracapsular NOF fracture; long lie",
                plan=["Fascia iliaca block done {t}", "Ortho referral - accepted by on-call SpR", "IV fluids, analgesia, G&S, ECG", "Falls pathway / orthogeriatrics"])


def pres_od(c, kw):
    r = c.r
    tabs = r.randint(16, 60)
    return dict(pc="Intentional overdose", mts="2 (Orange)",
                hpc=c.f("{age}{MF}. Took {n} x paracetamol 500 mg and ~{m} sertraline at approx {t} today after argument with {his} {rel2}. "
                        "Called {his} friend {fr} who brought {him} in. Drank half a bottle of vodka. States \"i just wanted it all to stop\". "
                        "Previous OD in {yr}. Known to {cmht}.", n=str(tabs), m=str(r.randint(5, 20)), t=_t(c), rel2=r.choice(["partner", "mother", "husband", "wife", "boyfriend"]),
                        fr=c.person("FAMILY").full(), yr=c.dt(days(c.date, -r.randint(200, 2000)), "y"), cmht=c.team("cmht")),
                ex="GCS 15. Tearful. Abdo SNT. No signs of liver failure. " + clinical.obs(c),
                ix=c.f("4-hr paracetamol level due {t2}. LFT, INR, VBG sent ({lab}). ECG: QTc {qt} ms.", t2=_t(c), lab=P(c.lab(c.date.year), "IDNUM"), qt=str(r.randint(410, 470))),
                imp="Staggered/intentional paracetamol OD",
                plan=["Start NAC (SNAP regimen) - weight {kg} kg".replace("{kg}", str(r.randint(48, 110))), "Liaison psychiatry referral once medically fit", "1:1 observation, RMN requested", "Safeguarding: no dependants"])


def pres_rtc(c, kw):
    r = c.r
    plate1 = P(c.plate(), "VEHICLE")
    plate2 = P(c.plate(), "VEHICLE")
    officer = c.person("FAMILY")
    st = P("%s %s" % (r.choice(pools.STREET_NAMES), r.choice(["Road", "Street", "Lane", "Avenue"])), "STREET")
    return dict(pc="RTC", mts="2 (Orange)",
                hpc=c.f("{age}{MF}, restrained driver of car ({p1}) in head-on collision with van ({p2}) on {st}, {town} at approx {sp} mph. Self-extricated, ambulatory at scene. "
                        "Airbags deployed. C/o neck and chest pain. No LOC. Police at scene - {off} ({role}, collar no. {col}) requested blood alcohol sample; patient consented.",
                        p1=plate1, p2=plate2, st=st, town=P(c.town(), "CITY"), sp=str(r.randint(25, 55)), off=officer.full(),
                        role=r.choice(["PC", "Sgt"]) if c.locale == "UK" else "Garda", col=P(c.digits(4), "IDNUM")),
                ex="C-spine: midline tenderness C5/6. Seatbelt bruise across chest. Chest: equal AE. Abdo soft. FAST negative. " + clinical.obs(c),
                ix=c.f("CT C-spine and trauma CT ({acc}): no fracture, small R anterior pneumothorax, no intra-abdominal injury.", acc=P(c.rad(c.date.year), "IDNUM")),
                imp="RTC - small traumatic pneumothorax, seatbelt injury",
                plan=["Conservative management, repeat CXR 6h", "Analgesia", "Admit under surgeons", "Police sample taken {t} witnessed"])


def pres_asthma(c, kw):
    r = c.r
    return dict(pc="SOB / wheeze", mts="2 (Orange)",
                hpc=c.f("{age}{MF}, known asthmatic, 2 days worsening wheeze after cold. Using blue inhaler every hour. One previous ICU admission in {yr} at {h2}. Ran out of preventer. Smokes {n}/day.",
                        yr=c.dt(days(c.date, -r.randint(400, 3000)), "y"), h2=c.hospital().n(), n=str(r.randint(3, 20))),
                ex="Speaking in short sentences. Widespread wheeze. PEFR {pf} (best {pb}). ".replace("{pf}", str(r.randint(120, 250))).replace("{pb}", str(r.randint(400, 550))) + clinical.obs(c, sick=True),
                ix=c.f("VBG pH 7.3{d} pCO2 {co2}. CXR ({acc}) hyperinflated, no pneumothorax.", d=str(r.randint(5, 9)), co2="%.1f" % r.uniform(4.2, 6.0), acc=P(c.rad(c.date.year), "IDNUM")),
                imp="Acute severe asthma",
                plan=["Back-to-back salbutamol + ipratropium nebs", "Pred 40 mg, IV Mg 2 g", "Admit AMU, inform ICU outreach if no improvement", "Inhaler technique + asthma nurse before d/c"])


def pres_sepsis(c, kw):
    r = c.r
    ch = c.care_home()
    return dict(pc="Confusion, fever", mts="2 (Orange)",
                hpc=c.f("{age}{MF} from {ch} (tel {tel}). Staff report 2 days increasingly drowsy, off food, smelly urine. Normally chatty, mobile with frame. Carer {carer} accompanied. DNACPR in place, dated {d}.",
                        ch=ch.n(), tel=c.PH(ch.tel), carer=c.person("FAMILY").full(), d=c.dt(days(c.date, -r.randint(30, 600)))),
                ex="Drowsy, GCS 13 (E3V4M6). Dry mucous membranes. Suprapubic tenderness. " + clinical.obs(c, sick=True),
                ix=c.f("Lactate {lac}. {b}. Urine dip: nitrites +, leucs +++. Blood cultures x2 ({lab}).", lac="%.1f" % r.uniform(2.1, 5.5), b=clinical.bloods_str(c), lab=P(c.lab(c.date.year), "IDNUM")),
                imp="Urosepsis with delirium",
                plan=["Sepsis 6 within 1 hr", "IV co-amoxiclav + gentamicin as per trust guideline", "Catheter, fluid balance", "Admit medicine; TEP completed, ward-based care"])


def pres_stroke(c, kw):
    r = c.r
    return dict(pc="FAST positive", mts="1 (Red)",
                hpc=c.f("{age}{MF}. Last seen well {t} by {his} {rel} {nok_giv}, then found with R facial droop, R arm weakness and word-finding difficulty. On no anticoagulants. Pre-alert from crew.", t=_t(c)),
                ex="NIHSS {n}. R facial weakness, R arm 2/5, R leg 4/5, expressive dysphasia. BM {bm}. ".replace("{n}", str(r.randint(6, 16))).replace("{bm}", "%.1f" % r.uniform(5, 9)) + clinical.obs(c),
                ix=c.f("CT head + CTA ({acc}): no haemorrhage, L M1 occlusion.", acc=P(c.rad(c.date.year), "IDNUM")),
                imp="L MCA stroke with LVO - within window",
                plan=["Alteplase given {t}", "Discussed with neuro-interventional team at {h2} - accepted for thrombectomy", "Transfer via ambulance, nurse escort"])


def pres_head(c, kw):
    r = c.r
    return dict(pc="Head injury on anticoagulant", mts="3 (Yellow)",
                hpc=c.f("{age}{MF}, on apixaban for AF. Fell backwards in the kitchen at {t}, struck occiput on floor. Brief LOC per {his} {rel} {nok_giv}. Vomited x1. No seizure.", t=_t(c)),
                ex="GCS 15. 3 cm occipital laceration, no step. PEARL. No focal neuro deficit. " + clinical.obs(c),
                ix=c.f("CT head ({acc}) within 1 hr per NICE: no acute intracranial haemorrhage.", acc=P(c.rad(c.date.year), "IDNUM")),
                imp="Minor head injury, anticoagulated",
                plan=["Wound closed with glue/steri-strips", "Head injury advice given to patient and {rel}", "Discharge with responsible adult", "GP to review falls risk"])


def pres_appx(c, kw):
    r = c.r
    return dict(pc="RIF pain", mts="3 (Yellow)",
                hpc=c.f("{age}{MF}, 24h periumbilical pain now localised to RIF, anorexia, vomited x2. No urinary symptoms. LMP {lmp}. Works as {art} {occ} at {emp}.",
                        lmp=c.dt(days(c.date, -r.randint(5, 25))) if c.pt.sex == "F" else "n/a", art=article(c.occ), occ=c.PR(c.occ), emp=c.employer()),
                ex="Tender RIF with guarding, Rovsing's positive. " + clinical.obs(c),
                ix=c.f("WCC {w}, CRP {crp}. Urine hCG negative. USS ({acc}): non-compressible appendix 9 mm.".replace("Urine hCG negative. ", "Urine hCG negative. " if c.pt.sex == "F" else ""),
                       w="%.1f" % r.uniform(11, 18), crp=str(r.randint(20, 140)), acc=P(c.rad(c.date.year), "IDNUM")),
                imp="Acute appendicitis",
                plan=["NBM, IV fluids, analgesia", "Surgical referral - for lap appendicectomy", "IV co-amoxiclav + metronidazole"])


def pres_dka(c, kw):
    r = c.r
    return dict(pc="Vomiting, high sugars", mts="2 (Orange)",
                hpc=c.f("{age}{MF} with T1DM since age {a}, on basal-bolus. 2 days D&V, stopped insulin as not eating. Lives in student halls at {org}; flatmate {fm} brought {him} in.",
                        a=c.A(r.randint(6, 16)), org=P("University of %s" % c.town(), "ORGANIZATION"), fm=c.person("FAMILY").full()),
                ex="Kussmaul breathing, ketotic breath, dry. Abdo soft, diffusely tender. " + clinical.obs(c, sick=True),
                ix=c.f("CBG {g}, ketones {k}, VBG pH 7.{ph}, HCO3 {hc}, K {kk}.", g="%.1f" % r.uniform(22, 33), k="%.1f" % r.uniform(3.5, 6.5),
                       ph=str(r.randint(5, 20)).zfill(2), hc=str(r.randint(6, 14)), kk="%.1f" % r.uniform(4.1, 5.8)),
                imp="DKA (moderate)",
                plan=["FRIII 0.1 units/kg/h + continue basal insulin", "IV fluids per DKA protocol", "Hourly CBG/ketones, 2-hourly VBG", "Diabetes team referral"])


def pres_etoh(c, kw):
    r = c.r
    return dict(pc="Alcohol withdrawal / seizure", mts="2 (Orange)",
                hpc=c.f("{age}{MF}, drinks ~{u} units/day (cider). Last drink 36h ago. Witnessed generalised seizure outside {lm} lasting ~2 min, bystander called ambulance. Tremulous, sweating. Lives in hostel at {addr}.",
                        u=str(r.randint(80, 200)), lm=c.landmark(), addr=P(c.street_line(), "STREET")),
                ex="GCS 15 post-ictal recovery. Coarse tremor, tachycardic. No nystagmus or ophthalmoplegia. " + clinical.obs(c),
                ix=c.f("GGT {g}, MCV {m}, Mg {mg}, phosphate {p}. CT head ({acc}) no acute.", g=str(r.randint(180, 900)), m=str(r.randint(98, 110)),
                       mg="%.2f" % r.uniform(0.5, 0.75), p="%.2f" % r.uniform(0.5, 0.9), acc=P(c.rad(c.date.year), "IDNUM")),
                imp="Alcohol withdrawal seizure",
                plan=["Chlordiazepoxide reducing regimen (CIWA-guided)", "IV Pabrinex", "Mg/phos replacement", "Alcohol liaison nurse referral"])


def pres_paed(c, kw):
    r = c.r
    return dict(pc="Fever, rash", mts="2 (Orange)",
                hpc=c.f("{age}-year-old {boy}, brought by {his} {rel} {nok_full}. Fever 39.4 for 2 days, off food, new non-blanching rash on legs noticed at {t}. Fully immunised. Attends {sch}. Sibling ({sa}) unwell with cold.",
                        t=_t(c), sch=c.school(), sa=c.A(r.randint(1, 12))),
                ex="Irritable, CRT 3 s, non-blanching petechiae both shins. No neck stiffness. Weight {kg} kg. ".replace("{kg}", str(r.randint(10, 40))) + clinical.obs(c, sick=True),
                ix=c.f("FBC, CRP, cultures, meningococcal PCR ({lab}). CRP {crp}.", lab=P(c.lab(c.date.year), "IDNUM"), crp=str(r.randint(40, 190))),
                imp="Suspected meningococcal sepsis",
                plan=["IV ceftriaxone 80 mg/kg stat", "Fluid bolus 10 mL/kg", "Paediatric registrar at bedside, PICU informed", "Public health notified; prophylaxis for household"])


def pres_assault(c, kw):
    r = c.r
    officer = c.person("FAMILY")
    return dict(pc="Assault", mts="3 (Yellow)",
                hpc=c.f("{age}{MF}. Punched and kicked by unknown male outside {lm} at approx {t}. ?LOC. Police aware - crime ref {cr}; officer {off} in attendance ({tel}).",
                        lm=c.landmark(), t=_t(c, 0, 3), cr=P("%s/%s/%s" % (c.letters(2), c.digits(5), c.date.year % 100), "IDNUM"),
                        off=officer.full(), tel=c.PH(c.mob())),
                ex="GCS 15. Periorbital haematoma L, tender L zygoma, no diplopia. Laceration L eyebrow 2 cm. " + clinical.obs(c),
                ix=c.f("Facial XR ({acc}): undisplaced L zygomatic arch fracture.", acc=P(c.rad(c.date.year), "IDNUM")),
                imp="Assault - facial injuries",
                plan=["Laceration glued", "Maxfax clinic referral", "Photos taken with consent", "Head injury advice"])


def pres_anaph(c, kw):
    r = c.r
    return dict(pc="Allergic reaction", mts="2 (Orange)",
                hpc=c.f("{age}{MF}, ate at {rest} at {t}; within 15 min lip swelling, throat tightness and urticaria. Known peanut allergy. Used own EpiPen at scene; 2nd IM adrenaline by crew.",
                        rest=P(r.choice(["The %s Tandoori" % c.town(), "%s Noodle Bar" % c.town(), "Café %s" % r.choice(pools.TREES), "The %s Arms" % r.choice(pools.RIVERS)]), "ORGANIZATION"), t=_t(c, 12, 22)),
                ex="Mild lip swelling, no stridor, scattered wheeze, widespread urticaria. " + clinical.obs(c),
                ix="Mast cell tryptase at 1 hr and 3 hr.",
                imp="Anaphylaxis - food",
                plan=["Observe 12 hrs", "Chlorphenamine, hydrocortisone", "2 x adrenaline auto-injectors prescribed + training", "Allergy clinic referral"])


def pres_syncope(c, kw):
    r = c.r
    return dict(pc="Collapse", mts="3 (Yellow)",
                hpc=c.f("{age}{MF}. Collapsed while queuing in {shop} at {t}; no prodrome. Witnessed by {his} {rel} - grey, jerking for a few seconds, came round within 1 min, not confused. No tongue biting. Two similar episodes since {mon}.",
                        shop=c.landmark(), t=_t(c, 9, 18), mon=c.dt(days(c.date, -r.randint(30, 120)), "MMy")),
                ex="Ejection systolic murmur radiating to carotids. Lying/standing BP no drop. " + clinical.obs(c),
                ix="ECG: SR, LBBB (new vs previous). Trop normal. Echo requested.",
                imp="Exertional syncope - ?severe aortic stenosis / conduction disease",
                plan=["Admit cardiology, telemetry", "Echo", "{dvla} advice given - not to drive"])


PRESENTATIONS = [pres_chest, pres_fall, pres_od, pres_rtc, pres_asthma, pres_sepsis, pres_stroke, pres_head, pres_appx,
                 pres_dka, pres_etoh, pres_paed, pres_assault, pres_anaph, pres_syncope]
AGES = {pres_chest: (40, 85), pres_fall: (70, 97), pres_od: (16, 55), pres_rtc: (18, 70), pres_asthma: (16, 55),
        pres_sepsis: (75, 98), pres_stroke: (55, 92), pres_head: (65, 95), pres_appx: (16, 45), pres_dka: (18, 24),
        pres_etoh: (30, 65), pres_paed: (1, 12), pres_assault: (18, 40), pres_anaph: (16, 50), pres_syncope: (60, 90)}


def ae_clerking(c):
    r = c.r
    pres = PRESENTATIONS[c.idx % len(PRESENTATIONS)] if r.random() < 0.8 else r.choice(PRESENTATIONS)
    lo, hi = AGES[pres]
    setup(c, age_range=(lo, hi))
    if pres is pres_paed and c.age >= 16:
        pass
    add = c.add
    uk = c.locale == "UK"
    doc = c.staff("doctor")
    nurse = c.staff("nurse")
    card = c.staff("doctor")
    h2 = c.hospital()
    base = r.randint(0, 19 * 60)
    c.base_min = base
    p = pres(c, {})
    hm = lambda m: "%02d:%02d" % divmod(min(m, 23 * 60 + 59), 60)
    arr_t = hm(base)
    grade = r.choice(["ST4 EM", "ST6", "CT2", "FY2", "SHO", "Reg", "Specialty Doctor"] if uk else ["SHO", "Registrar", "NCHD", "SpR EM", "Intern"])
    layout = r.randrange(3)
    pt = c.pt
    if layout == 0:
        add(r.choice(["EMERGENCY DEPARTMENT - ATTENDANCE RECORD", "Emergency Department Clinical Record", "ED CASUALTY CARD", "A&E Clerking"]), "\n")
        add(c.hosp.n(), "\n\n")
        add("Attendance No: ", P(c.attend(c.date.year), "ACCOUNT"), "    Arrival: ", c.dt(c.date), " ", arr_t, "\n")
        mode = r.choice(["Ambulance", "Self", "Ambulance", "Brought by family", "GP referral"])
        add("Mode: ", mode)
        if mode == "Ambulance" and r.random() < 0.7:
            add(" (incident no. ", P("%s-%s" % (c.date.strftime("%y%m%d"), c.digits(4)), "IDNUM"), ")")
        add("\n")
        add("Triage: ", hm(base + r.randint(3, 40)), "  MTS category ", p["mts"], " by ", nurse.full(), " ", r.choice(["RN", "RGN", "SN"]), "\n")
        add("Location: ", r.choice(["Majors cubicle ", "Resus bay ", "Minors room ", "Paeds cubicle ", "Majors bed ", "Ambulatory chair "]), P(str(r.randint(1, 24)), "LOCATION_OTHER"), "\n\n")
        add("Name: ", pt.caps(), "   Sex: ", c.v["MF"], "   DOB: ", c.dt(c.dob), "   Age: ", c.A(c.age), "\n")
        add(ids_line(c), "\n")
        add("Address: ", c.addr.inline(), "\n")
        add("Tel: ", c.PH(c.pt_mob), "\n")
        add("GP: ", c.gp.title, " ", c.gp.sur(), ", ", c.practice.n(), " (", c.PH(c.practice.tel), ")\n")
        add("NOK: ", c.nok.full(), " - ", c.nok.rel, " - ", c.PH(c.nok.tel), "\n")
        if r.random() < 0.35:
            add("Palm-vein biometric ID: ", P(c.bioid("palm"), "BIOID"), " (verified at registration)\n")
        add("\n")
    elif layout == 1:
        add("ED clerking  ", c.dt(c.date, r.choice(["dmy", "dmy2", "wd_dmy"])), "  ", arr_t, "   ", doc.title, " ", doc.sur(), " (", grade, ")\n")
        add(pt.sur_comma(), "  ", c.A(c.age), c.v["MF"], "  ", c.mrn_label, " ", P(c.mrn_v, "MRN"))
        if c.hid:
            add("  ", c.hid_label, " ", P(c.hid, "MRN"))
        add("\n", "Cubicle ", P(str(r.randint(1, 30)), "LOCATION_OTHER"), " | Triage ", p["mts"], " | Att ", P(c.attend(c.date.year), "ACCOUNT"), "\n\n")
    else:
        add(c.hosp.n(), " - Emergency Department\n")
        add("Patient: ", pt.full(), "  DOB ", c.dt(c.dob), " (", c.A(c.age), " y)\n")
        add(c.mrn_label, ": ", P(c.mrn_v, "MRN"), "   ED reg no.: ", P(c.attend(c.date.year), "ACCOUNT"), "\n")
        if not uk and r.random() < 0.6:
            add("Medical card: ", P(c.gms(), "HEALTHPLAN"), "\n")
        elif c.hid:
            add(c.hid_label, ": ", P(c.hid, "MRN"), "\n")
        add("Address: ", c.addr.inline(), "   Ph ", c.PH(c.pt_mob), "\n")
        add("Registered: ", c.dt(c.date), " ", arr_t, "   Triage cat ", p["mts"], " (Manchester)\n")
        if r.random() < 0.2:
            add("Identity confirmed by biometric scan (ID ", P(c.bioid(), "BIOID"), ")\n")
        add("\n")
    # body
    heads = r.choice([("PC", "HPC", "PMH", "DH", "Allergies", "SH", "O/E", "Ix", "Imp", "Plan"),
                      ("Presenting complaint", "History", "Past history", "Medications", "Allergies", "Social", "Examination", "Investigations", "Impression", "Plan"),
                      ("C/O", "HxPC", "PMHx", "DHx", "ALLERGIES", "SHx", "O/E", "Ix", "Dx", "Mx")])
    kw = dict(card=[card.title + " ", card.full()], t=_t(c), h2=h2.n(), rel=c.nok.rel)
    add(heads[0], ": ", p["pc"], "\n")
    add(heads[1], ": ", p["hpc"], "\n")
    if c.age >= 16:
        add(heads[2], ": ", ", ".join(clinical.pmh_list(c, r.randint(1, 4))), "\n")
        add(heads[3], ": ", "; ".join(clinical.med_str(m) for m in clinical.med_list(c, r.randint(1, 5))), "\n")
    else:
        add(heads[2], ": nil, born at term. ", heads[3], ": nil regular.\n")
    add(heads[4], ": ", r.choice(clinical.ALLERGIES), "\n")
    if c.age >= 16:
        add(heads[5], ": ")
        add(social_line(c))
    add(heads[6], ": ", p["ex"], "\n")
    add(heads[7], ": ", p["ix"], "\n")
    add(heads[8], ": ", p["imp"], "\n")
    add(heads[9], ":\n")
    numbered = r.random() < 0.7
    for i, item in enumerate(p["plan"]):
        add("  %d. " % (i + 1) if numbered else "  - ", c.f(item, **kw), "\n")
    if r.random() < 0.4:
        add(c.f("Discussed with {his} {rel} {nok_giv} ({tel}) who is aware.", tel=c.PH(c.nok.tel)), "\n")
    if r.random() < 0.3:
        sen = c.staff("consultant")
        add("Seen with ", sen.title, " ", sen.full(), " (EM consultant) at ", hm(base + r.randint(60, 200)), ".\n")
    add("\n")
    lab, num = c.reg_no("doctor")
    sig = r.randrange(3)
    if sig == 0:
        add(doc.title, " ", doc.full(), ", ", grade, ", bleep ", c.bleep(), ", ", lab, " ", P(num, "LICENSE"), "\n")
    elif sig == 1:
        add("Signed: ", doc.ini_sur(), " (", grade, ")  ", lab, ": ", P(num, "LICENSE"), "  ", c.dt(c.date), " ", hm(base + r.randint(90, 260)), "\n")
    else:
        add("Clerked by ", doc.full(), " ", grade, " #", c.bleep(), "\n", "EPR user: ", P(doc.uname(r), "USERNAME"), "   ", lab, " ", P(num, "LICENSE"), "\n")
    if r.random() < 0.35:
        add("Disposition: ", r.choice(["Admitted to ", "Transferred to "]), c.ward() if r.random() < 0.7 else h2.n(), " at ", hm(base + r.randint(200, 290)), "\n")


# ------------------------------------------------------------------ ward round
def ward_round(c):
    r = c.r
    setup(c, age_range=(40, 97))
    los = r.randint(1, 9)
    c.adm = days(c.date, -los)
    prob = inpatient.problem(c)
    add = c.add
    uk = c.locale == "UK"
    pt = c.pt
    ward = c.ward()
    bed = P(str(r.randint(1, 32)), "LOCATION_OTHER")
    bay = P(str(r.randint(1, 6)), "LOCATION_OTHER")
    cons = c.staff("consultant")
    reg = c.staff("registrar")
    jr = c.staff("fy")
    nurse = c.staff("nurse")
    # header
    hs = r.randrange(3)
    if hs == 0:
        add(c.hosp.n(), " | ", ward, " | Bay ", bay, " Bed ", bed, "\n")
        add(pt.caps(), "  DOB ", c.dt(c.dob), " (", c.A(c.age), ")  ", ids_line(c, gap="  "), "\n")
        add("Admitted ", c.dt(c.adm), " under ", cons.title, " ", cons.sur(), " - ", prob["dx"], "\n")
    elif hs == 1:
        add("CONTINUATION SHEET - ", c.hosp.n(), "\n")
        add("Name: ", pt.full(), "   ", c.mrn_label, ": ", P(c.mrn_v, "MRN"), "   DOB: ", c.dt(c.dob), "\n")
        add("Ward: ", ward, "   Bed: ", bed, "   Consultant: ", cons.title, " ", cons.full(), "\n")
    else:
        add("Inpatient progress notes\n", "Patient: ", pt.sur_comma(), " (", c.A(c.age), c.v["MF"], ")   ", ids_line(c, gap="   "), "\n")
        add("Location: ", ward, ", side room ", P(str(r.randint(1, 12)), "LOCATION_OTHER"), "\n")
    if r.random() < 0.75:
        add("PC: ", prob["pc"].capitalize(), ".  Background: ", ", ".join(clinical.pmh_list(c, r.randint(2, 5))), ".\n")
    if r.random() < 0.5:
        add("Allergies: ", r.choice(clinical.ALLERGIES), "   ", r.choice(["DNACPR in place", "For full escalation", "ReSPECT form completed" if uk else "DNAR discussed - for full active treatment", "TEP: ward-based care"]), "\n")
    add("\n")
    n_entries = r.randint(2, 4)
    start = max(0, los - n_entries + 1)
    for k in range(n_entries):
        day = days(c.adm, start + k)
        dnum = start + k + 1
        t = _t(c, 8, 11) if k == 0 else _t(c, 8, 17)
        lead = cons if k == 0 else r.choice([reg, cons, reg])
        style = r.randrange(3)
        dd = c.dt(day, r.choice([c.ds, "wd_dm", "dm", c.ds]))
        if style == 0:
            kind = "PTWR" if dnum == 1 else r.choice(["WR", "Ward round", "Consultant WR", "Reg WR", "WR"])
            add(dd, " ", t, "  ", kind, " - ", lead.title, " ", lead.sur(), "\n")
            if r.random() < 0.6:
                add("Present: ", reg.ini_sur(), " (", r.choice(["SpR", "StR", "Reg"]), "), ", jr.ini_sur(), " (", r.choice(["FY1", "Intern" if not uk else "FY1"]), "), ", r.choice(["SN ", "S/N ", "Sister "] if uk else ["SN ", "CNM ", "S/N "]), nurse.sur(), "\n")
            add("Day ", str(dnum), " of admission.\n")
            add("S: ", c.f(r.choice(prob["s"])), ".")
            if r.random() < 0.35:
                add(c.f(" {His} {rel} {nok_giv} visiting; has concerns about discharge."))
            add("\n")
            add("O: ", clinical.obs(c), "\n   Bloods: ", clinical.bloods_str(c, r.randrange(2)), "\n")
            add("A: ", prob["a"].replace("{pod}", str(dnum - 1)), "\n")
            add("P:\n")
            for i, item in enumerate(c.sample(prob["plan"], min(len(prob["plan"]), r.randint(2, 5)))):
                add("  %d) %s\n" % (i + 1, item.replace("{n}", str(dnum))))
        elif style == 1:
            add("---- ", dd, " @ ", t, " ----\n")
            add(r.choice(["WR ", "W/R ", "Seen on WR by "]), lead.title, " ", lead.full(), "\n")
            add(r.choice(prob["s"]).capitalize(), ". ")
            add(clinical.obs(c), ".\n")
            add("Imp: ", prob["a"].replace("{pod}", str(dnum - 1)), "\n")
            add("Plan: ", "; ".join(i.replace("{n}", str(dnum)) for i in c.sample(prob["plan"], 2)), "\n")
        else:
            add(dd, " ", t, " Ward round (", lead.title, " ", lead.sur(), ")\n")
            add("# ", prob["dx"], "\n")
            add("- ", r.choice(prob["s"]), "\n- ", clinical.obs(c), "\n")
            add("- Impression: ", prob["a"].replace("{pod}", str(dnum - 1)), "\n")
            add("Jobs:\n")
            for item in c.sample(prob["plan"], 2):
                add("[ ] ", item.replace("{n}", str(dnum)), "\n")
            if r.random() < 0.6:
                add("[ ] chase report ", P(c.rad(day.year), "IDNUM"), "\n")
        # extras
        x = r.random()
        if x < 0.2:
            add(c.f("Spoke to {his} {rel} {nok_full} on {tel} - updated on progress and plan.", tel=c.PH(c.nok.tel)), "\n")
        elif x < 0.3:
            add(c.f("{He} is keen to get home for {hol}.", hol=P(r.choice(["Christmas", "Easter", "Boxing Day", "St Patrick's Day" if not uk else "New Year"]), "DATE")), "\n")
        elif x < 0.4:
            ch = c.care_home()
            add(c.f("Discharge planning: returning to {ch}; manager {mgr} aware (tel {tel}).", ch=ch.n(), mgr=c.staff("other").full(), tel=c.PH(ch.tel)), "\n")
        elif x < 0.5:
            add(c.f("Social worker {sw} allocated - referral ref {ref}.", sw=c.staff("sw").full(), ref=P("SW-%s" % c.digits(6), "IDNUM")), "\n")
        # signature
        who = jr if r.random() < 0.7 else reg
        lab, num = c.reg_no("fy")
        sg = r.randrange(4)
        if sg == 0:
            add(who.full(), " ", r.choice(["FY1", "FY2", "SHO", "Intern"] if not uk else ["FY1", "FY2", "CT1", "IMT2"]), " bleep ", c.bleep(), "\n\n")
        elif sg == 1:
            add("Signed ", who.ini_sur(), " ", lab, " ", P(num, "LICENSE"), " bleep ", c.bleep(), "\n\n")
        elif sg == 2:
            add("Entered by: ", P(who.uname(r), "USERNAME"), " (", who.sur_comma(), ") ", c.dt(day), " ", _t(c, 9, 18), "\n\n")
        else:
            add("- ", who.initials(dots=True), " (", r.choice(["FY1", "SHO", "Reg"]), ") #", c.bleep(), "\n\n")
    # nursing / discharge note
    if r.random() < 0.5:
        add(c.dt(c.date), " ", _t(c, 14, 21), " Nursing note - ", nurse.full(), " ", r.choice(["RGN", "RN", "SN"]), "\n")
        add(c.f(r.choice(["Observations stable. Mobilised to toilet with frame. Family visited.",
                          "Pt settled this shift. Ate half of lunch. Pressure areas intact, repositioned 2-hourly.",
                          "Pt anxious about going home; reassured. TTOs requested from pharmacy."])), "\n")
    if r.random() < 0.35:
        add("\nEDD: ", c.dt(days(c.date, r.randint(1, 5))), "   Discharge destination: ", r.choice(["usual residence", "home with POC", "intermediate care"]), "\n")
