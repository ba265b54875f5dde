"""Genres: airway clearance physiotherapy note, exacerbation telephone triage,
home IV antibiotic (OPAT) record."""
import ids
from ids import pick, dg
import clin
from common import demo_block, sign, audit, age_parts, he, his, him, role, social, art
from pools_places import HOMECARE, HOLIDAYS

EMERG = {"GB": "999 or NHS 111", "IE": "112 / 999", "AU": "000", "NZ": "111", "CA": "911", "US": "911"}


def _tm(rng):
    return "%02d:%02d" % (7 + rng.randrange(12), rng.randrange(60))


def physio_note(d, c):
    rng = c.rng
    d.t(pick(rng, ["Respiratory Physiotherapy - Airway Clearance Review\n", "AIRWAY CLEARANCE PHYSIOTHERAPY NOTE\n",
                   "Physio OP note - bronchiectasis\n", "Outpatient Physiotherapy: Airway Clearance\n"]))
    d.f("{HOSPITAL:h}, {dept}, {LOCATION_OTHER:rm}\n", h=c.hosp, dept=pick(rng, ["Physiotherapy Department", "Respiratory Outpatients",
                                                                                 "Therapies Unit"]),
        rm=pick(rng, ["Room %d" % (1 + rng.randrange(12)), "Treatment room %d" % (1 + rng.randrange(6)), "Gym %d" % (1 + rng.randrange(3)),
                      "Cubicle %d" % (1 + rng.randrange(10))]))
    d.f("Date: {DATE:dt}   Time: {tm}   Seen by: {n}\n", dt=c.d(c.date0), tm=_tm(rng), n=c.cname(c.physio, pick(rng, ["full", "first"])))
    d.f("Patient: {n}   {ml} {MRN:m}   DOB {DATE:dob}\n", n=c.pname(pick(rng, ["full", "LAST", "titlefull"])),
        ml=pick(rng, ["MRN", "Hosp no", "UR"]), m=c.mrn, dob=c.d(c.dob))
    if rng.random() < 0.5:
        d.f("Attended with {his} {rel} {FAMILY:k}.\n", his=his(c), rel=c.kin_rel, k=c.kin.first)
    d.t("\nS: ")
    d.f("{a} ", a=age_parts(c, pick(rng, ["sex", "yo"])))
    d.f("with {ae} bronchiectasis. Reports {s} sputum, {col}, ", ae=pick(rng, clin.AETIOLOGY),
        s=pick(rng, ["increased", "stable", "reduced", "thicker"]), col=pick(rng, clin.SPUTUM_COL))
    d.t(pick(rng, ["approx 2 tbsp/day. ", "half a pot per day. ", "mainly mornings. ", "worse since recent cold. "]))
    d.f("Currently doing {act} {fr}. ", act=pick(rng, clin.ACT), fr=pick(rng, ["bd", "once daily", "3x/week", "inconsistently"]))
    if rng.random() < 0.6:
        d.f("Finds it hard to fit clearance around shifts as {a} {PROFESSION:j}. ", a=art(c.job.replace("retired ", "")),
            j=c.job.replace("retired ", ""))
    if rng.random() < 0.3:
        d.f("Last exacerbation over {DATE:h}. ", h=pick(rng, HOLIDAYS[c.cc]))
    d.t(pick(rng, ["Hypertonic saline 7% tolerated with salbutamol pre-dose.", "Not using saline nebs - nebuliser broken.",
                   "Uses 0.9% saline before ACBT.", "Continence ok with coughing.", "Some stress incontinence on huffing - pelvic floor advice given."]))
    d.t("\nO: SpO2 %d%% RA, RR %d, HR %d. " % (92 + rng.randrange(7), 14 + rng.randrange(10), 60 + rng.randrange(40)))
    d.t(pick(rng, ["Ausc: coarse crackles R base, clearing with huff.", "Ausc: scattered crackles bilat bases.",
                   "Ausc: reduced AE LLL, crackles.", "Chest clear pre and post."]))
    d.t(" Sputum expectorated in session: %d g, %s.\n" % (2 + rng.randrange(30), pick(rng, clin.SPUTUM_COL)))
    if rng.random() < 0.5:
        d.t("HTS tolerance test: FEV1 pre %.2f L, post %.2f L (fall <15%%) - tolerated.\n" % (rng.uniform(1, 2.5), rng.uniform(0.95, 2.4)))
    d.t("A: " + pick(rng, ["Technique improved; effective huff at low lung volume.", "Poor adherence, good technique.",
                           "Retained secretions; needs longer cycles.", "Suitable for OPEP device."]) + "\n")
    d.t("P:\n1. " + pick(rng, ["Continue ACBT with Aerobika bd: 10-15 breaths x 3 cycles, huff, cough.",
                               "Switch to autogenic drainage; written plan given.", "Add Acapella Choice; clean weekly per leaflet.",
                               "Trial of The Vest (Hill-Rom) - funding request."]) + "\n")
    k = 2
    if rng.random() < 0.7:
        d.f("%d. Nebuliser issued on loan: {mdl}, compressor serial {DEVICE:sn}. Loan form signed.\n" % k,
            mdl=pick(rng, clin.DEVICE_MODELS), sn=ids.serial(rng, pick(rng, ["compressor", "eflow"])))
        k += 1
    if rng.random() < 0.4:
        d.f("%d. Home oximeter issued, serial {DEVICE:ox}.\n" % k, ox=ids.serial(rng, "oxi"))
        k += 1
    d.f("%d. Pulmonary rehab referral. {h}\n" % k, h=clin.hard(rng))
    k += 1
    d.f("%d. Review {DATE:rv} in {LOCATION_OTHER:rm}.\n" % k, rv=c.d(c.after(14, 60), pick(rng, ["num", "wd", "wdshort", "short"])),
        rm=pick(rng, ["Room %d" % (1 + rng.randrange(12)), "Gym 2", "Treatment room %d" % (1 + rng.randrange(6))]))
    if rng.random() < 0.4:
        d.f("Video link for technique: {URL:u}\n", u=ids.url(rng, "clinic"))
    d.t("\n")
    d.f("{n}, {r}\n{l}", n=c.cname(c.physio, "full"), r=role(c, "physio"), l=c.lic_parts("physio"))
    if rng.random() < 0.6:
        d.f("   Ext/bleep {PHONE:b}", b=ids.pager(rng, c.cc))
    d.t("\n")
    if rng.random() < 0.4:
        audit(d, c, "physio", "Entered")


def triage_call(d, c):
    rng = c.rng
    caller_family = rng.random() < 0.4
    d.t(pick(rng, ["TELEPHONE TRIAGE - Bronchiectasis advice line\n", "Exacerbation telephone assessment\n",
                   "Respiratory nurse advice line - call record\n", "Phone triage (airways service)\n"]))
    d.f("Call ref: {IDNUM:cr}   Date: {DATE:dt}   Time: {tm}\n", cr=ids.idnum(rng, "call", c.date0.year),
        dt=c.d(c.date0, pick(rng, [None, "wd", "num"])), tm=_tm(rng))
    d.f("Patient: {n}   {hl}: {HEALTHPLAN:hn}   MRN {MRN:m}\n", n=c.pname(pick(rng, ["LAST", "full", "Last"])), hl=c.hn_label,
        hn=c.hn, m=c.mrn)
    if caller_family:
        d.f("Caller: {his} {rel} {FAMILY:k}   Callback: {PHONE:cb}\n", his=his(c), rel=c.kin_rel, k=c.kin.full(), cb=c.kin_tel)
    else:
        d.f("Caller: patient   Callback: {PHONE:cb}\n", cb=pick(rng, [c.mob, c.tel]))
    d.f("ID check: DOB {DATE:dob} and postcode {ZIP:z} confirmed", dob=c.d(c.dob), z=c.home.zip)
    if rng.random() < 0.6:
        d.f("; voice biometric match, voiceprint ID {BIOID:vp}", vp=ids.bioid(rng, "voice"))
    d.t(".\n\n")
    d.t("Reason for call: ")
    d.f("{a}, ", a=age_parts(c, pick(rng, ["sex", "yo", "yearold"])))
    d.f("known bronchiectasis ({o}), reports {sym}. ", o=clin.org(rng)[0],
        sym=pick(rng, ["increased sputum volume and purulence for 3 days", "green sputum and fever since the weekend",
                       "more breathless, sputum now khaki", "streaks of blood in sputum x2 today", "feeling shivery, sputum doubled"]))
    if rng.random() < 0.5:
        d.f("Started on {DATE:sd}. ", sd=c.d(c.before(1, 5), pick(rng, ["wd", "daymonth", "wdshort"])))
    d.t("\nSymptoms: sputum volume %s; colour %s; temp %s; mMRC %d; haemoptysis %s; chest pain %s.\n" % (
        pick(rng, ["up", "doubled", "same"]), pick(rng, clin.SPUTUM_COL), pick(rng, ["38.2", "37.6", "not measured", "36.9"]),
        1 + rng.randrange(4), pick(rng, ["none", "streaks", "none"]), pick(rng, ["no", "pleuritic L side", "no"])))
    d.t("Red flags: " + pick(rng, ["none", "SpO2 89% on home oximeter", "confusion reported by family - advised ED", "none; eating and drinking"]) + ".\n")
    d.f("Last sputum ({DATE:ls}): {o}.\n", ls=c.d(c.before(20, 150)), o=clin.org(rng)[0])
    d.t(pick(rng, ["Triage tool: Manchester Triage System, priority yellow.\n", "", "Exacerbation defined per BTS 2019 (3+ symptoms, 48h).\n"]))
    d.t("\nAdvice:\n")
    d.f("- Start rescue pack ({rp}).\n", rp=pick(rng, ["ciprofloxacin 750 mg bd 14 days", "doxycycline 200 mg then 100 mg od 14 days",
                                                       "amoxicillin 1 g tds 14 days", "co-trimoxazole 960 mg bd 14 days"]))
    d.f("- Send sputum sample to {HOSPITAL:pr} before first dose.\n", pr=c.practice)
    d.t("- Increase airway clearance to tds.\n")
    d.t("- If worse, chest pain or confused call %s.\n" % EMERG[c.cc])
    d.f("- Nurse call-back on {DATE:cbd}", cbd=c.d(c.after(2, 4), pick(rng, ["wd", "wdshort", "daymonth"])))
    if rng.random() < 0.5:
        d.f("; clinic slot held {DATE:cs} with {n}", cs=c.d(c.after(3, 10)), n=c.cname(c.cons, "dr"))
    d.t(".\n\n")
    if rng.random() < 0.4:
        d.f("GP informed by fax to {FAX:f}.\n", f=c.prac_fax)
    d.f("Call handled by {n}, {r} ({l})\n", n=c.cname(c.cns, "full"), r=role(c, "cns"), l=c.lic_parts("cns"))
    d.f("Logged by {USERNAME:u}\n", u=c.username(c.cns))


def home_iv(d, c):
    rng = c.rng
    start = c.before(3, 12)
    d.f("{HOSPITAL:h}\n", h=c.hosp)
    d.t(pick(rng, ["OPAT SERVICE - HOME IV ANTIBIOTIC RECORD\n", "Home IV antibiotic therapy - nursing record\n",
                   "Outpatient parenteral antibiotic therapy (OPAT) record\n"]))
    d.f("OPAT ref: {IDNUM:ep}   Account: {ACCOUNT:ac}\n", ep=ids.idnum(rng, "opat", start.year), ac=c.acct)
    demo_block(d, c)
    if rng.random() < 0.4 and c.ssn:
        d.f("{sl}: {SSN:s}\n", sl=c.ssn[0], s=c.ssn[1])
    d.f("NOK: {rel} {FAMILY:k}, {PHONE:kt}\n", rel=c.kin_rel, k=c.kin.full(), kt=c.kin_tel)
    d.t("Access notes: " + pick(rng, ["key safe, code held by team", "ring bell twice", "dog at property, will be shut away",
                                      "second floor, lift available", "rural - allow extra travel time"]))
    if rng.random() < 0.6:
        d.f("; visiting nurse car reg {VEHICLE:v} registered with residents' parking", v=ids.plate(rng, c.cc))
    d.t(".\n\n")
    d.f("Indication: {ind}\n", ind=pick(rng, ["exacerbation of bronchiectasis - Pseudomonas aeruginosa",
                                             "Pseudomonas eradication (failed oral ciprofloxacin)",
                                             "planned 3-monthly IV course", "exacerbation - MSSA and H. influenzae"]))
    d.f("Line: {ln}, inserted {DATE:ins} by {n}; tip confirmed ({tc}). Serial {DEVICE:sn}.\n",
        ln=pick(rng, ["PICC 4Fr single lumen R basilic", "PICC 5Fr double lumen L brachial", "Midline 20G R cephalic"]),
        ins=c.d(start), n=c.cname(c.cns, "full"), tc=pick(rng, ["Sherlock 3CG", "CXR", "ECG-guided"]), sn=ids.serial(rng, "picc"))
    d.f("Regimen: {rg}; supplied by {ORGANIZATION:hc}.\n", rg=pick(rng, [
        "ceftazidime 2 g tds via elastomeric device (Easypump II) + tobramycin 7 mg/kg od",
        "meropenem 1 g tds via Baxter Infusor + colistimethate 2 MU tds", "piperacillin/tazobactam 4.5 g tds via ambulatory pump",
        "ceftazidime 6 g/24 h continuous infusion (CADD pump)"]), hc=pick(rng, HOMECARE))
    if rng.random() < 0.5:
        d.f("Ambulatory pump serial {DEVICE:ps}.\n", ps=ids.serial(rng, "pump"))
    d.f("Planned end: {DATE:pe}\n\n", pe=c.d(ids.add_days(start, 14)))
    d.t("VISIT LOG\n")
    d.t("%-12s| %-6s| %-8s| %-24s| %s\n" % ("Date", "Time", "Nurse", "Obs", "Line / notes"))
    nurses = [c.cns, c.reg, c.physio]
    dd = start
    for i in range(3 + rng.randrange(4)):
        dd = ids.add_days(dd, 1 + rng.randrange(2))
        d.f("{DATE:vd}", vd=c.d(dd, pick(rng, ["num", "daymon", "num2"])))
        d.t(" | %s | " % _tm(rng))
        n = pick(rng, nurses)
        d.f("{DOCTOR:ni}", ni=pick(rng, [n.inits(), n.first]))
        d.t(" | T %.1f HR %d SpO2 %d%% | %s\n" % (rng.uniform(36.2, 38.1), 60 + rng.randrange(40), 92 + rng.randrange(7),
                                                 pick(rng, ["VIP 0, flushed well", "dressing changed, BioPatch", "site clean",
                                                            "sputum less purulent", "c/o nausea - ondansetron", "bloods taken"])))
    d.t("\nLevels / bloods:\n")
    lv = sorted(1 + rng.randrange(10) for _ in range(1 + rng.randrange(3)))
    for off in lv:
        d.f("{DATE:ld}  tobramycin trough {v} mg/L; creatinine {cr} umol/L; CRP {crp}\n",
            ld=c.d(ids.add_days(start, off), "num"), v=pick(rng, ["<0.5", "<1.0", "0.7", "1.4"]),
            cr=str(50 + rng.randrange(70)), crp=str(2 + rng.randrange(90)))
    d.t(clin.hard(rng) + "\n")
    if rng.random() < 0.4:
        d.f("Patient identity verified at each visit (palm-vein ID {BIOID:pv}).\n", pv=ids.bioid(rng, "palm"))
    d.f("\nOPAT consultant: {n}\nRecord completed by {m} ({l})\n", n=c.cname(c.cons, "drfull"), m=c.cname(c.cns, "full"),
        l=c.lic_parts("cns"))
    d.f("OPAT team phone {PHONE:t}; out of hours {PHONE:o}\n", t=c.hosp_tel, o=ids.phone(rng, c.cc, c.hosp_place.town,
                                                                                        c.hosp_place.region, mobile=True))
