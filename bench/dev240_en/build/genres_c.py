"""Genres: amputation operative note, infection/culture results note, multidisciplinary foot team minutes (dev240_en)."""
import clin as C
import places as P
from common import holiday, id_header, pt_remark, sig

PROCS = [
    ("{s} hallux amputation at MTPJ", "28820", "X10.2", "toe"), ("{s} 2nd toe amputation", "28820", "X10.2", "toe"),
    ("{s} 2nd ray amputation", "28810", "X11.1", "toe"), ("{s} 5th ray amputation", "28810", "X11.1", "toe"),
    ("{s} transmetatarsal amputation (TMA)", "28805", "X10.1", "foot"), ("{s} Chopart amputation", "28800", "X10.4", "foot"),
    ("{s} below-knee amputation (Burgess long posterior flap)", "27880", "X09.5", "bka"),
    ("{s} guillotine ankle amputation (stage 1 of 2)", "27888", "X09.4", "ankle"), ("{s} Syme amputation", "27888", "X10.3", "ankle"),
    ("{s} 3rd and 4th toe amputations with partial ray resection", "28810", "X11.1", "toe"),
    ("{s} above-knee amputation", "27590", "X09.3", "aka"),
]
INCISION = {
    "toe": ["Racquet incision around the base of the toe extended dorsally over the metatarsal. ", "Fish-mouth incision at the level of the MTPJ. "],
    "foot": ["Fish-mouth incision with plantar flap longer than dorsal; metatarsals divided proximal to the heads. ", "Long plantar flap raised; peroneus brevis reattached to cuboid. "],
    "bka": ["Long posterior flap marked 12 cm below tibial tuberosity; tibia transected 1 cm proximal to skin, fibula 2 cm higher. ", "Skew flaps marked; tibia bevelled anteriorly. "],
    "ankle": ["Circumferential incision at the ankle, tendons divided, left open. ", "Heel pad preserved and anchored to the tibia (Syme). "],
    "aka": ["Equal anterior and posterior fish-mouth flaps; femur divided 12 cm above the knee joint, myodesis of adductors. "],
}
ANAES = ["spinal anaesthesia", "GA + LMA", "popliteal-sciatic and saphenous block with sedation",
         "ankle block (20 mL 0.5% bupivacaine)", "digital ring block, 1% lidocaine plain 8 mL", "GA + ETT, femoral nerve catheter"]
FIND = ["purulence tracking along the flexor tendon sheath to the midfoot", "soft, discoloured bone at MT head with sequestrum",
        "wet gangrene to the level of the MTPJ, crepitus absent", "viable bleeding muscle at the level of transection",
        "non-viable plantar fascia, debrided back to healthy tissue", "dry gangrene with clear demarcation line",
        "abscess in the medial compartment, 15 mL pus drained"]


def amp_opnote(n):
    c = n.c
    n.set_site("acute")
    proc, cpt, opcs, kind = n.pick(PROCS)
    proc = proc.format(s=n.pick(["Right", "Left", "R", "L"]))
    n.t(n.pick(["OPERATIVE REPORT", "OPERATION NOTE", "Brief Op Note + Full Dictation", "OPERATIVE NOTE - PODIATRIC SURGERY"]) + "\n")
    n.f("{h}   {th} {r}\n", h=n.hosp(), th=n.pick(["Theatre", "OR", "Theatre", "Main OR Suite"]), r=(str(n.ri(1, 14)), "LOCATION_OTHER"))
    id_header(n)
    t_out, t0 = C.time_pair(n)
    n.f("Date of surgery: {d}   Knife to skin {t}\n", d=n.v_today, t=t0)
    if c == "US":
        n.f("Encounter: {a}\n", a=n.account())
    n.f("\nSurgeon: {w}\n", w=n.who("surg", n.pick(["title_full", "full_cred"])))
    n.f("Assistant: {w}\n", w=n.who("res", n.pick(["full_cred", "title_full", "full"])))
    n.f("Anaesthetist: {w}\n" if c != "US" else "Anesthesiologist: {w}\n", w=n.who("anaes", n.pick(["title_full", "full_cred"])))
    if n.chance(0.6):
        n.f("Scrub: {w}   Circulating: {w2}\n", w=n.who("nurse", "full"), w2=n.who("circ", "full"))
    site = n.pick(["2nd toe", "forefoot", "hallux", "heel", "midfoot"])
    n.t("\nPre-operative diagnosis: %s\n" % n.pick(["wet gangrene " + site + " with ascending cellulitis", "osteomyelitis " + site + " (MRI confirmed)",
                                                   "non-reconstructable CLTI with forefoot necrosis", "infected DFU with abscess", "dry gangrene " + site]))
    n.t("Post-operative diagnosis: %s\n" % n.pick(["same", "same, plus abscess of medial compartment", "as above"]))
    n.t("Procedure: %s (CPT %s%s)\n" % (proc, cpt, "; OPCS " + opcs if c == "UK" else ""))
    n.t("Anaesthesia: %s\n" % n.pick(ANAES))
    n.t("Tourniquet: %s\n" % n.pick(["none (PAD)", "thigh, 250 mmHg x %d min" % n.ri(20, 75), "ankle Esmarch x %d min" % n.ri(10, 30), "not used"]))
    n.t("Antibiotics at induction: %s\n" % n.pick(["cefazolin 2 g IV", "co-amoxiclav 1.2 g IV", "teicoplanin 400 mg + gentamicin 160 mg", "held until cultures taken", "vancomycin 1.5 g IV"]))
    n.t("\nINDICATIONS: ")
    n.f("{ap} with {p}. ", ap=n.age_phrase(cap=True), p=", ".join(C.pmh(n, 3)))
    n.f("Admitted {d} via {w} with {x}. ", d=n.date(-n.ri(1, 9), kind=n.pick(["full", "short"])), w=n.pick(["ED", "the foot clinic", "GP referral", "the vascular on-call"]),
        x=n.pick(["fever and spreading erythema", "foul-smelling forefoot", "CRP %d" % n.ri(90, 420), "sepsis (lactate %.1f)" % (n.ri(22, 60) / 10.0)]))
    if n.chance(0.6):
        n.f("Angiogram {d} ({w}): {x}. ", d=n.date(-n.ri(1, 20), kind="short"), w=n.who("surg2", "title_last"), x=n.pick(["inline flow to foot after tibial PTA", "non-reconstructable", "patent PT to foot", "no target vessel"]))
    rel = n.pick_rel(["son", "daughter", "wife", "husband", "brother"])
    n.f("Risks incl. wound breakdown, further amputation, death discussed; consent signed by patient{x}.\n",
        x=n.pick([["; ", rel, " ", n.famn(rel, "full"), " present"], "", ["; interpreter ", n.who("interp", "full"), " used"], ""]))
    n.t("\nFINDINGS: %s.\n" % "; ".join(n.r.sample(FIND, n.ri(1, 3))))
    n.t("\nDESCRIPTION: ")
    if n.chance(0.5):
        n.f("{r} was brought to theatre and identity confirmed against wristband ({m}). ", r=n.pt_ref(), m=n.mrn())
    n.f("Patient identified, site marked, WHO time-out completed at {t} with {w}. ", t=t_out, w=n.who("nurse", "full"))
    n.t("Positioned supine with a sandbag under the %s hip. Limb prepped with chlorhexidine-alcohol and draped. " % n.pick(["ipsilateral", "right", "left"]))
    n.t(n.pick(INCISION[kind]))
    n.t("Bone cut with oscillating saw and edges rasped smooth. Necrotic tissue excised back to bleeding tissue; sample taken after glove change. ")
    n.t("Washout with %s L saline (pulse lavage). Haemostasis with diathermy and %s.\n" % (n.pick(["1", "3", "6"]), n.pick(["2-0 Vicryl ties", "bipolar", "ligation of the anterior tibial vessels"])))
    n.t("\nSPECIMENS:\n")
    n.f("  1. Proximal bone margin - histology - {s}\n", s=n.idnum("acc"))
    n.f("  2. Deep tissue / bone - MC&S - {s}\n", s=n.idnum("acc"))
    n.t("EBL: %d mL   Drains: %s   Fluids: %d mL Hartmann's\n" % (n.ri(10, 450), n.pick(["nil", "size 10 Redivac", "Penrose x1"]), n.ri(500, 2500)))
    if n.chance(0.5):
        n.f("Implants/adjuncts: {x} lot {l}\n", x=n.pick(["absorbable antibiotic beads (calcium sulfate + vanc/gent)", "bovine collagen matrix", "NPWT dressing, pump"]), l=n.device())
    n.t("Closure: %s\n" % n.pick(["3-0 nylon interrupted, loosely", "left open, packed, for NPWT", "staples + Jones dressing", "delayed primary closure planned"]))
    if n.chance(0.15):
        n.f("CD register: morphine 10 mg drawn up by {w} (cabinet fingerprint {b}).\n", w=n.who("nurse", "full"), b=n.bioid())
    n.t("Complications: %s\n" % n.pick(["none", "nil immediate", "hypotension after spinal, resolved with metaraminol"]))
    n.f("\nDisposition: recovery then {w}, bed {b}.\n", w=n.ward(), b=(str(n.ri(1, 36)), "LOCATION_OTHER"))
    n.t("POST-OP PLAN:\n- %s\n- VTE: %s\n- Offload heel; %s\n" % (C.regimen(n), n.pick(["enoxaparin 40 mg SC OD", "heparin 5000 units SC BD", "dalteparin 5000 IU OD", "TEDS contralateral only"]),
                                                             n.pick(["NWB", "heel weight-bearing only in post-op shoe", "stump board in chair"])))
    n.f("- Second look / closure {d}\n", d=n.date(n.ri(2, 5), kind=n.pick(["short", "full"]))) if n.chance(0.5) else n.t("- Check bone margin histology; review on ward round.\n")
    if n.chance(0.4):
        n.f("- Update {r} {f} on {ph} after surgery (pt request).\n", r=rel, f=n.famn(rel), ph=n.phone(mobile=True))
    sig(n, "surg", mode=n.pick(["full_cred", "title_full"]), with_lic=n.chance(0.5))


def _org_cols(n, k):
    orgs = n.r.sample(C.ORGANISMS, k)
    return orgs


def culture_note(n):
    c = n.c
    lab = n.org(P.LABS) if n.chance(0.6) else None
    if lab:
        n.f("{l} - Microbiology\n", l=lab)
        if n.chance(0.5):
            n.f("Enquiries {ph}  {e}\n", ph=n.phone(mobile=False), e=n.email(generic=n.pick(["micro.results", "labqueries", "clientservices"])))
    else:
        n.set_site("acute")
        n.f("{h} - Department of Microbiology\n", h=n.hosp())
    n.t(n.pick(["MICROBIOLOGY REPORT", "CULTURE & SENSITIVITY", "FINAL REPORT - Tissue culture", "Bone culture - final"]) + "\n")
    id_header(n)
    n.f("Location: {w}   Requesting: {d}\n", w=n.ward() if n.chance(0.6) else n.pick(["Foot clinic", "Podiatry OPD", "Wound Care OPD", "ED"]), d=n.who("doc", n.pick(["lf", "title_last", "full"])))
    spec = n.pick(["Bone biopsy, %s 1st MT head (percutaneous, through intact skin)" % C.side(n), "Deep tissue, %s heel, post-debridement" % C.side(n),
                   "Bone, proximal margin %s 2nd ray" % C.side(n), "Pus aspirate, plantar space", "Superficial wound swab (Levine technique)", "Blood culture x2 sets"])
    n.t("Specimen: %s\n" % spec)
    acc = n.idnum("acc")
    n.f("Lab no: {a}\n", a=acc)
    t1, t2 = C.time_pair(n)
    dc = -n.ri(2, 5)
    n.f("Collected: {d} {t}   Received: {d2} {t2}   Reported: {d3}\n", d=n.date(dc, st=n.dstyle), t=t1, d2=n.date(dc, st=n.dstyle), t2=t2, d3=n.v_today)
    n.t("\nGram stain: %s\n" % n.pick(["Gram-positive cocci in clusters ++, pus cells +++", "Gram-negative bacilli +, GPC in chains +", "No organisms seen; pus cells +", "Mixed flora, epithelial cells ++ (poor specimen)"]))
    k = n.ri(1, 3)
    orgs = _org_cols(n, k)
    n.t("Culture (%s days):\n" % n.pick(["2", "3", "5", "14 (enrichment)"]))
    for i, o in enumerate(orgs):
        n.t("  %d) %s - %s growth\n" % (i + 1, o, n.pick(["heavy", "moderate", "scanty", "light", "pure"])))
    n.t("\nSensitivities" + n.pick([" (MIC mg/L)", "", " - EUCAST", " - CLSI"]) + ":\n")
    n.t("  %-26s" % "" + "".join("  %-6s" % ("(%d)" % (i + 1)) for i in range(k)) + "\n")
    for ab in sorted(n.r.sample(C.ABX, n.ri(5, 9))):
        row = "  %-26s" % ab
        for _ in range(k):
            row += "  %-6s" % n.pick(["S", "S", "R", "I", "S", "-", "<=0.25 S", "4 R"])
        n.t(row.rstrip() + "\n")
    n.t("\nComment: ")
    n.t(n.pick(["Consider MRSA decolonisation. ", "ESBL producer - contact precautions. ", "Possible contaminant in superficial swab; correlate clinically. ",
                "Inducible clindamycin resistance (D-test positive). ", "Anaerobes isolated; add metronidazole if not covered. ", ""]))
    if n.chance(0.7):
        n.f("Result phoned to {w} ({loc}) at {t} on {d} by {s}.\n", w=n.who(n.pick(["nurse", "res", "doc"]), n.pick(["full", "title_last", "ig"])),
            loc=n.pick([n.ward(), "foot clinic", "on-call"]) if n.chance(0.5) else n.ward(), t=C.time(n), d=n.date(0, kind="short"), s=n.who("bms", "full"))
    else:
        n.t("\n")
    n.f("Authorised by: {w}, {r}\n", w=n.who("micro", n.pick(["title_full", "full", "ig"])), r=n.pick(["Consultant Microbiologist", "Clinical Microbiologist", "Medical Technologist", "Pathologist"]))
    if n.chance(0.4):
        n.f("Histology ({a}): {x}\n", a=n.idnum("acc"), x=n.pick(["acute osteomyelitis, margin CLEAR", "chronic osteomyelitis with residual at margin", "no osteomyelitis at margin", "necrotic bone, acute inflammation"]))
    n.t("\n" + n.pick(["--- Clinician review ---", "RESULTS NOTE", "Provider comment:", "Plan after culture:"]) + "\n")
    n.f("Reviewed {d} by {w}. ", d=n.date(n.ri(0, 1)), w=n.who(n.pick(["doc", "pod", "id"]), n.pick(["title_full", "full_cred"])))
    n.t(n.pick(["Organisms covered by current therapy. ", "Not covered - antibiotic changed. ", "Likely colonisation, no change. ", "Bone culture confirms OM; plan 6 weeks. "]))
    n.t("New regimen: %s. " % C.regimen(n))
    if n.chance(0.4):
        n.f("{r} aware of result. ", r=n.pt_ref())
    if n.chance(0.5):
        n.f("Discussed with ID ({w}); {x}. ", w=n.who("id", "title_last"), x=n.pick(["agrees", "recommends OPAT", "advises linezolid not beyond 28 days", "suggests repeat bone biopsy off abx"]))
    k2 = n.ri(0, 3)
    if k2 == 0:
        n.f("Pt informed by phone ({ph}); {x}.\n", ph=n.phone(), x=n.pick(["understands", "script sent to " + "pharmacy", "will collect today"]))
    elif k2 == 1:
        n.f("Script sent to {ph}.\n", ph=(n.pick(P.PHARMACIES[c]), "HOSPITAL"))
    elif k2 == 2:
        n.f("Left message with {rf}; will call back.\n", rf=n.relf(["wife", "husband", "daughter", "son"]))
    else:
        n.t("OPAT referral made; PICC booked.\n")
    n.f("Repeat CRP/ESR {d}.\n", d=n.date(n.ri(5, 10), kind=n.pick(["short", "full"]))) if n.chance(0.6) else n.t("Repeat inflammatory markers in 1/52.\n")
    if n.chance(0.35):
        n.f("Result viewed by {u} at {t}.\n", u=n.username(n.staff("doc")), t=C.time(n))


def _pt_item(n, num, main):
    if main:
        p, age, mrn = n.pt, n.age, n.mrn()
    else:
        p = n.person()
        age = n.ri(38, 93)
        mrn = n.mrn(fresh=True)
    sx = p.sex
    nm = n.form(p, n.pick(["full", "LF", "fullm", "lf", "ig"]))
    n.f("\n{k} {p} ({a}{s}) {lab} {m}\n", k=num, p=(nm, "PATIENT"), a=(str(age), "AGE"), s=sx, lab=n.pick(["MRN", "Hosp no", "-", "#"]), m=mrn)
    n.t("   " + n.pick(["Neuroischaemic DFU", "Charcot L foot (active)", "Post R TMA wound dehiscence", "OM 1st MT head", "Heel ulcer, bedbound", "Infected 5th toe, PAD"]) + ", " + C.classif(n) + ". ")
    n.t(C.vasc(n) + " ")
    if n.chance(0.5):
        n.f("Seen in clinic {d}. ", d=n.date(-n.ri(2, 14), kind=n.pick(["short", "full"])))
    if n.chance(0.4):
        n.f("{He} {x}. ", He="He" if sx == "M" else "She", x=n.pick([["works as a ", (n.pick(P.PROFESSIONS), "PROFESSION"), ", reluctant to offload"], ["lives with ", n.pick(["son", "daughter", "partner"]), " ", (n.form(n.person(), "first"), "FAMILY")], "declined TCC", ["was in ", n.country_other(), " until recently"]]))
    n.t("\n   Decision: %s\n" % n.pick(["angiography then consider ray amputation", "continue TCC, review 2/52", "for HBOT 30 sessions", "6 weeks abx, repeat MRI",
                                        "palliative wound care", "refer orthotics for CROW", "admit for IV abx + debridement"]))
    ini = n.pick(n._mdt)
    n.f("   Action: {w} to {x} by {d}\n", w=(n.form(ini, "init2"), "DOCTOR"), x=n.pick(["book angio", "refer to HBOT", "request MRI", "contact GP", "order footwear", "arrange admission", "update family"]),
        d=n.date(n.ri(3, 14), kind=n.pick(["short", "short", "full"])))


def mdft_minutes(n):
    c = n.c
    n.set_site("acute")
    n.t(n.pick(["MULTIDISCIPLINARY DIABETIC FOOT TEAM - MINUTES", "MDFT Meeting Minutes", "Diabetic Foot MDT - Record of Meeting", "Limb Salvage Conference Notes"]) + "\n")
    n.f("{h}, {b}\n", h=n.hosp(), b=[n.building(), ", Seminar Room ", (str(n.ri(1, 9)), "LOCATION_OTHER")] if n.chance(0.5) else ["Room ", n.room()])
    n.f("Date: {d}   Time: {t}\n", d=n.date(0, st=n.pick(["wd_long_us", "wd_long_za", "wd_dmy"]) if n.chance(0.4) else n.dstyle), t=n.pick(["12:30-14:00", "08:00-09:15", "1300-1430", "4-5:30 pm"]))
    if n.chance(0.3):
        n.f("Teams link: {u}\n", u=n.url())
    roles = ["Consultant Diabetologist", "Vascular Surgeon", "Podiatrist", "Orthotist", "TVN", "Microbiologist", "Orthopaedic Surgeon",
             "Diabetes Specialist Nurse", "Hyperbaric Physician", "Radiologist", "Dietitian", "Podiatry student"]
    k = n.ri(5, 9)
    members = [n.new_staff("mdt") for _ in range(k)]
    n._mdt = members
    chair = members[0]
    n.f("Chair: {w}\n", w=[n.pick(["Dr ", "Dr. ", ""]), (n.form(chair, "full"), "DOCTOR")])
    n.t("Present: ")
    rsel = n.r.sample(roles, k)
    for i, m in enumerate(members):
        if i:
            n.t(", " if n.chance(0.7) else "; ")
        n.f("{w} ({r})", w=(n.form(m, n.pick(["full", "ig", "full", "fullm"])), "DOCTOR"), r=rsel[i])
    n.t("\nApologies: ")
    for i in range(n.ri(1, 3)):
        if i:
            n.t(", ")
        n.f("{w}", w=(n.form(n.new_staff("mdt"), n.pick(["full", "ig"])), "DOCTOR"))
    n.f("\nMinutes: {w}\n", w=(n.form(members[-1], "full"), "DOCTOR"))
    n.f("\n1. Minutes of meeting of {d} agreed. Actions from {d2}: complete.\n", d=n.date(-7 * n.ri(1, 4), kind=n.pick(["full", "short"])), d2=n.date(-14, kind="short"))
    n.t("\n2. Patients discussed\n")
    main_pos = n.ri(1, 3)
    cnt = n.ri(3, 5)
    for i in range(1, cnt + 1):
        _pt_item(n, "2.%d" % i, i == main_pos)
    n.t("\n3. AOB\n")
    k2 = n.ri(0, 3)
    if k2 == 0:
        n.f("- HBOT chamber down for service {a}-{b}; patients rebooked.\n", a=n.date(n.ri(3, 10), kind="short"), b=n.date(n.ri(11, 15), kind="short"))
    elif k2 == 1:
        n.f("- TCC training for new staff on {d} ({w} to lead).\n", d=n.date(n.ri(5, 20), st="wd"), w=(n.form(n.pick(members), "full"), "DOCTOR"))
    elif k2 == 2:
        n.t("- National Diabetic Foot Audit data due end of quarter; 41/52 records complete.\n")
    else:
        n.f("- No meeting on {h}; next as below.\n", h=holiday(n))
    if n.chance(0.4):
        n.f("- {w} leaving; farewell {d}.\n", w=(n.form(n.pick(members[1:]), "full"), "DOCTOR"), d=n.date(n.ri(7, 30), st="wd"))
    n.f("\nNext meeting: {d}, {t}.\n", d=n.date(7 * n.ri(1, 2), kind=n.pick(["full", "short"])), t=n.pick(["12:30", "1300", "same time", "08:00"]))
    if n.chance(0.3):
        n.f("Minutes circulated to {e}\n", e=n.email(generic="mdft"))
