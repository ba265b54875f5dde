"""Genres: pelvic floor physiotherapy assessment, pre-op assessment, CNS telephone note."""
import clin
import ids
from blocks import addr, banner, dd, esign, extra_ids, hhmm, sign, social_extra
from people import fwd
from core import chance, pick
from surgcat import ENDO_PROCS, NONLAP_PROCS, URO_PROCS


def physio(d, c):
    rng = d.rng
    endo = c["focus"] == "endo"
    us = c["cc"] in ("US", "CA")
    ptw = "Physical Therapy" if us else "Physiotherapy"
    d.lit(pick(rng, ["Pelvic Health %s - Initial Assessment\n" % ptw, "WOMEN'S HEALTH %s ASSESSMENT\n" % ptw.upper(),
                     "Pelvic Floor %s - New Patient\n" % ("PT" if us else "Physio")]))
    d.f("{hosp:HOSPITAL}" + pick(rng, ["", ", {building:LOCATION_OTHER}"]) + "\n")
    d.f("Date: {x:DATE}   " + ("Physical therapist" if us else "Physiotherapist") + ": {physio_full:DOCTOR} ({physio_lic_label} {physio_lic:LICENSE})\n\n", x=dd(c, 0))
    banner(d, c, pick(rng, [0, 1, 2]), hp=chance(rng, 0.5))
    d.f("Referred by: Dr {gp_full:DOCTOR}, {prac:HOSPITAL}\n")
    d.lit("Reason: " + (pick(rng, ["persistent pelvic pain after laparoscopic excision", "superficial dyspareunia and vaginismus",
                                   "pelvic pain with overactive pelvic floor"]) if endo else
                        pick(rng, ["stress urinary incontinence", "mixed incontinence", "prolapse symptoms", "post-natal pelvic floor weakness",
                                   "OASI follow-up, faecal urgency"])) + "\n")
    d.f("Consent: verbal consent for vaginal examination; chaperone offered - " +
        pick(rng, ["declined", "{chap_full:DOCTOR} present"]) + ".\n\n")
    d.lit("S:\n")
    if endo:
        d.lit("PC: " + ", ".join(clin.some(rng, clin.ENDO_SX, 2, 3)) + ". Pain NRS %d/10 average, %d/10 worst.\n" % (rng.randint(3, 7), rng.randint(7, 10)))
        d.lit("Sexual function: " + pick(rng, ["pain on initial penetration, unable to use tampons",
                                               "deep dyspareunia, avoiding intercourse", "not currently sexually active"]) + ".\n")
    else:
        d.lit("PC: " + ", ".join(clin.uro_sx(rng, c["age_n"], 2, 4)) + ".\n")
    d.lit("Bladder: day frequency %d, nocturia %d, %s.\n" % (rng.randint(4, 14), rng.randint(0, 3), pick(rng, ["pads: none", "1 liner/day", "3 pads/day"])))
    d.lit("Bowels: Bristol stool chart type %d, %s.\n" % (rng.randint(1, 6), pick(rng, ["straining ++", "no faecal incontinence",
                                                                                        "flatus incontinence", "uses a footstool"])))
    g = rng.randint(0, 4)
    if g:
        d.f("Obstetric: P%d, " % g + pick(rng, ["SVD x%d" % g, "forceps + episiotomy", "ventouse, 2nd degree tear", "EMCS + SVD"]) +
            ", youngest born {y:DATE}.\n", y=str(c["D0"].year - rng.randint(0, max(1, min(30, c["age_n"] - 19)))))
    if c["age_n"] < 67:
        d.f("Work: {occ:PROFESSION}" + pick(rng, [" at {employer:ORGANIZATION}", " ({employer:ORGANIZATION})", ""]) + "; "
            + pick(rng, ["on her feet all day", "heavy lifting", "desk-based", "shift work"]) + ".\n")
    else:
        d.f("Work: retired {occ:PROFESSION}; " + pick(rng, ["cares for grandchildren", "volunteers in a charity shop", "walks daily"]) + ".\n")
    if chance(rng, 0.45):
        social_extra(d, c)
        d.lit("\n")
    d.lit("Goals: " + pick(rng, (["return to running", "pain-free intercourse", "stop wearing pads", "get through a netball match"]
                                 if c["age_n"] < 55 else ["stop wearing pads", "lift grandchildren without leaking",
                                                         "walk to the shops without a bulge feeling", "sleep through the night"])) + ".\n\nO:\n")
    d.lit("Posture/breathing: " + pick(rng, ["upper chest breathing, braced abdomen", "normal", "lumbar hyperlordosis"]) +
          ". DRAM %d finger-widths.\n" % rng.randint(0, 3))
    d.lit("External: " + pick(rng, ["perineal descent on cough", "good perineal lift on contraction", "scar tender at 7 o'clock"]) + ".\n")
    if endo:
        d.lit("Vaginal: " + pick(rng, ["increased tone, levator ani tenderness L>R (%d/10)" % rng.randint(4, 9),
                                       "obturator internus trigger point reproduces pain", "poor relaxation after contraction"]) +
              "; " + clin.oxford(rng) + ".\n")
    else:
        d.lit("Vaginal: " + clin.oxford(rng) + "; " + clin.perfect(rng) + "; " +
              pick(rng, ["co-contraction of TrA", "no co-contraction", "uses glutes/adductors"]) + ".\n")
        if chance(rng, 0.5):
            d.lit(clin.popq(rng)[0] + "\n")
    d.lit("\nA: " + (pick(rng, ["overactive pelvic floor contributing to pain", "central sensitisation features"]) if endo else
                     pick(rng, ["weak, poorly coordinated PFM with SUI", "OAB with reduced PFM endurance", "symptomatic prolapse, good PFM"])) + ".\n")
    d.lit("P: " + ", ".join(clin.some(rng, (["down-training and diaphragmatic breathing", "pain neuroscience education",
                                              "graded dilator programme", "TENS for flare-ups", "heat/relaxation strategies"] if endo else
                                             ["PFMT 3x/day (10 x 10 s holds, 10 quick)", "'the Knack' before cough", "Squeezy app",
                                              "biofeedback next session", "bladder retraining", "pessary discussion with CNS"]), 2, 4)) + ".\n")
    d.f("Home exercise sheet: {hosp_url:URL}\nReview: {x:DATE}" + pick(rng, ["", " (telephone {mobile:PHONE})"]) + "\n\n", x=dd(c, rng.randint(28, 56)))
    sign(d, c, "physio", "Pelvic Health Physical Therapist, DPT" if us else "Specialist Pelvic Health Physiotherapist", lic=False)


def preop(d, c):
    rng = d.rng
    endo = c["focus"] == "endo"
    d.lit(pick(rng, ["PRE-OPERATIVE ASSESSMENT\n", "Pre-assessment Clinic Record\n", "PREOP ASSESSMENT - NURSE LED\n"]))
    d.f("{hosp:HOSPITAL}\nDate: {x:DATE}   Nurse: {poa_full:DOCTOR}   " + c["Anaes"] + ": Dr {anaes_full:DOCTOR}\n\n", x=dd(c, 0))
    banner(d, c, pick(rng, [0, 1]), addr_line=True)
    d.f("Tel: {phone:PHONE}   Mobile: {mobile:PHONE}\n")
    extra_ids(d, c, p_ssn=0.6, p_ins=0.7, p_acct=0.6)
    if c["cc"] == "US" or chance(rng, 0.12):
        d.f("Identity verified: palm-vein biometric ID {bioid:BIOID}\n")
    d.lit("\nPlanned procedure: ")
    d.lit(pick(rng, ENDO_PROCS if endo else URO_PROCS + NONLAP_PROCS)["name"])
    d.f("\nSurgeon: {cons_title} {cons_full:DOCTOR}   TCI: {x:DATE} " + hhmm(rng) + ", {ward:HOSPITAL}\n\n",
        x=dd(c, rng.randint(7, 45)))
    d.lit("PMH:\n")
    cm = clin.comorb(rng, c["age_n"], 1, 4)
    for x in cm:
        d.lit("- " + x + "\n")
    cmj = " ".join(cm)
    d.f("PSH: " + pick(rng, ["laparoscopy {y:DATE} (PONV)", "LSCS {y:DATE}", "appendicectomy {y:DATE}", "hysteroscopy {y:DATE}, no issues"]) + "\n",
        y=str(c["D0"].year - rng.randint(1, 20)))
    d.lit("Anaesthetic hx: " + pick(rng, ["PONV", "no problems", "difficult cannulation", "no family history of suxamethonium apnoea or MH"]) + "\n")
    d.lit("Meds: " + ", ".join(clin.some(rng, clin.ENDO_MEDS if endo else clin.URO_MEDS, 1, 3)) + "\nAllergies: " + pick(rng, clin.ALLERGY) + "\n\n")
    d.lit("Obs: " + clin.obs(rng) + "\n" + clin.anthropo(rng) + "\n")
    d.lit("Airway: Mallampati %d, mouth opening >3 cm, neck movement full. ASA %s. STOP-BANG %d. %s\n\n" % (
        rng.randint(1, 3), pick(rng, ["I", "II", "II", "III"]), rng.randint(0, 5),
        pick(rng, ["VTE risk: moderate (major pelvic surgery)", "Caprini score 5", "Rockwood CFS 3", "VTE: TEDS + LMWH"])))
    d.lit("Investigations:\n" + clin.bloods_table(rng))
    d.lit("G&S x2 sent. MRSA screen sent. ECG: " + pick(rng, ["sinus rhythm 72", "not indicated", "SR, LBBB - for anaesthetic review"]) +
          ". Urine hCG on day of surgery.\n\n")
    ins = ["no food 6 h, clear fluids until 2 h before"]
    if endo:
        ins += clin.some(rng, ["stop oestrogen-containing contraception 4 weeks before (if applicable)", "bowel prep (Moviprep) the day before",
                               "continue GnRH analogue"], 1, 2)
    if "asthma" in cmj:
        ins.append("take usual inhalers on the morning")
    if "apixaban" in cmj:
        ins.append("hold apixaban 48 h - bridging not required")
    if "CPAP" in cmj:
        ins.append("bring CPAP machine")
    if "diabetes" in cmj:
        ins.append("omit metformin on the morning; CBG on arrival")
    ins.append(pick(rng, ["shower with chlorhexidine wash", "remove nail varnish", "leave jewellery at home"]))
    d.lit("Instructions: " + ", ".join(ins) + ".\n")
    d.f("Social: " + (pick(rng, ["works as {occ_a} {occ:PROFESSION}", "{occ:PROFESSION}, off work 2-6 weeks"]) if c["age_n"] < 67
                      else "retired {occ:PROFESSION}") +
        "; lives with {partner_rel} {partner_full:FAMILY} in {city:CITY}; " + pick(rng, ["non-smoker", "smokes 5/day", "ex-smoker"]) +
        ", alcohol %s.\n" % pick(rng, ["nil", "1-2 units/wk", "6 units/wk", "10 units/wk", "14 units/wk", "20+ units/wk"]))
    d.f("NOK: {partner_full:FAMILY} ({partner_rel}) {partner_phone:PHONE}\n")
    k = rng.randrange(3)
    if k == 0:
        d.f("Escort home: {partner_first:FAMILY}; vehicle reg {plate:VEHICLE} added to drop-off bay list.\n")
    elif k == 1:
        d.f("Escort home: {kid_rel} {kid_full:FAMILY}, car {plate:VEHICLE}; adult with her for 24 h.\n")
    else:
        d.lit("Escort home: taxi; adult at home overnight confirmed.\n")
    d.lit("\n")
    sign(d, c, "poa", "Pre-operative Assessment Nurse", lic=chance(rng, 0.6))
    if chance(rng, 0.4):
        esign(d, c, "poa", dd(c, 0))


PHONE_ENDO = [
    ("post-op check after laparoscopic excision", "pain controlled with paracetamol + ibuprofen; wounds dry; bowels open; shoulder-tip pain settling",
     "expected recovery", ["continue regular analgesia for 1 week", "stool softener while on codeine"]),
    ("pain after surgery", "pain 8/10 since day 3, new fever 38.1, nausea, not opened bowels",
     "possible post-op complication (?bowel injury / collection) - red flags", ["advised to attend ED/A&E now", "registrar on call informed"]),
    ("Zoladex side effects", "hot flushes x10/day, sleeping poorly, low mood; on tibolone add-back",
     "GnRH analogue side effects", ["add-back adjusted", "sleep hygiene advice", "review at next injection"]),
    ("results of MRI pelvis", "anxious about MRI result; pain unchanged",
     "MRI shows left USL nodule and endometrioma; for MDT discussion", ["explained MDT process", "will call after MDT"]),
    ("waiting list query", "asking about date for surgery; pain worse, off work 2 weeks",
     "clinical prioritisation request", ["escalated to consultant for re-prioritisation", "fit note via GP"]),
    ("flare of pelvic pain on dienogest", "breakthrough bleeding and cramping for 3 weeks",
     "dienogest side effect vs disease progression", ["continue for 3 months in total", "NSAID during bleeding", "pregnancy test advised"]),
]
PHONE_URO = [
    ("post-op voiding check", "voiding ok, stream slow but improving, no retention, no dysuria",
     "satisfactory voiding", ["double voiding technique", "bladder scan if symptoms change"]),
    ("UTI symptoms after Bulkamid", "dysuria and frequency since yesterday, no loin pain, no fever",
     "possible lower UTI", ["MSU to GP surgery today", "nitrofurantoin per local guideline via GP", "drink 1.5-2 L/day"]),
    ("pessary fell out", "ring pessary expelled while straining at stool; no bleeding",
     "pessary expulsion", ["keep pessary, wash and bring to clinic", "earlier pessary appointment booked", "treat constipation"]),
    ("side effects of solifenacin", "dry mouth and constipation; urgency much better",
     "anticholinergic side effects", ["switch to mirabegron 50 mg (check BP)", "review ACB burden with GP"]),
    ("bladder diary results", "diary returned; waking 3 times a night",
     "nocturnal polyuria index 41%", ["reduce evening fluids", "review furosemide timing with GP", "repeat diary in 6 weeks"]),
    ("catheter problems after TWOC", "failed TWOC, catheter bypassing",
     "catheter bypass / bladder spasm", ["district nurse to check catheter", "avoid constipation", "TWOC rebooked"]),
]


def cns_phone(d, c):
    rng = d.rng
    endo = c["focus"] == "endo"
    role = "Endometriosis CNS" if endo else pick(rng, ["Continence CNS", c["urogyn"] + " CNS"])
    d.lit(pick(rng, ["TELEPHONE CONSULTATION - %s\n", "Telephone note (%s)\n", "Phone call - %s\n"]) % role)
    d.f("{hosp:HOSPITAL}\n")
    t = hhmm(rng)
    d.f("Date: {x:DATE}  Time: " + t + "  Duration: %d min\n" % rng.randint(4, 25), x=dd(c, 0))
    k = rng.randrange(3)
    if k == 0:
        d.f("Incoming call from patient on {mobile:PHONE}\n")
    elif k == 1:
        d.f("Call from {partner_rel} {partner_full:FAMILY} with patient present (verbal consent)\n")
    else:
        d.f("Planned call-back to {phone:PHONE}\n")
    d.f("ID checked: name, DOB {dob:DATE}, first line of address ({street:STREET})\n")
    d.f("Pt: {pt_fullm:PATIENT}   {mrn_label}: {mrn:MRN}" + pick(rng, ["", "   Age {age:AGE}"]) + "\n\n")
    sc = pick(rng, PHONE_ENDO if endo else PHONE_URO)
    d.lit("Reason: " + sc[0] + ".\n")
    d.lit("S: " + sc[1] + ".\n")
    d.lit("A: " + sc[2] + ".\n")
    d.lit("Advice: " + ", ".join(sc[3] + clin.some(rng, ["safety-netted", "written info sent", "to ring back if worse",
                                                        "GP aware"], 0, 1)) + ".\n")
    if chance(rng, 0.45):
        d.f("Leaflet emailed to {email:EMAIL}.\n")
    d.f("Plan: CNS will call back on {w:DATE}" + pick(rng, [".", "; GP ({prac:HOSPITAL}) informed.", "; booked clinic {y:DATE}."]) + "\n",
        w=fwd(c, ids.shift(c["D0"], rng.randint(1, 6))), y=dd(c, rng.randint(10, 40)))
    if chance(rng, 0.5):
        d.f("Addendum " + hhmm(rng) + ": rang {mobile:PHONE} - no answer, voicemail left.\n")
    if chance(rng, 0.35):
        social_extra(d, c)
        d.lit("\n")
    d.lit("\n")
    if chance(rng, 0.5):
        d.f("{cns_full:DOCTOR}, " + role + " (user {cns_user:USERNAME})\n")
    else:
        sign(d, c, "cns", role)
        if chance(rng, 0.5):
            esign(d, c, "cns", dd(c, 0))
