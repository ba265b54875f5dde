"""Genre: operation note."""
import dt
import ids
import clin
import common
from nb import P

GENRE = "operation_note"
CASE_ARGS = dict(min_days=80, max_days=365 * 12, palate=0.6)
FINDINGS = {
    "lip": ["lip gap 9 mm, alar base displaced laterally", "Simonart's band present", "premaxilla mobile and protrusive",
            "incomplete cleft, 60% lip height, good muscle bulk", "wide complete cleft, columella short"],
    "palate": ["wide cleft (14 mm at hard palate), short velum", "narrow cleft, good palatal shelves",
               "cleft width 9 mm at junction of hard and soft palate", "vomer attached on non-cleft side"],
    "abg": ["cleft width 8 mm at alveolus, canine visible in cleft site", "small oronasal fistula at the alveolus",
            "mobile lateral segment, good soft tissue"],
    "pharyngo": ["velopharyngeal gap 6 mm on closure, lateral wall movement fair", "large adenoids absent, central gap",
                 "short velum, poor lateral wall movement"],
    "revision": ["hypertrophic scar, vermilion notch 2 mm", "whistle deformity and short lip",
                 "fistula 4 mm at junction of hard and soft palate"],
}

STEPS = {
    "lip": [
        "Markings made with methylene blue (Noordhoff points); calipers used to confirm lip heights.",
        "Infiltrated with {la}.",
        "Full-thickness incisions along markings; orbicularis oris dissected free from abnormal insertions.",
        "Nasal floor closed with inferior turbinate flap; alar base repositioned.",
        "Muscle repaired with 5/0 PDS, mucosa with 5/0 Vicryl Rapide, skin 6/0 Vicryl Rapide.",
        "Semi-open rhinoplasty (McComb) - alar cartilage suspended with 5/0 PDS.",
        "Steri-Strips and chloramphenicol ointment to wound.",
    ],
    "palate": [
        "Dingman gag inserted, tongue blade checked; nasal airway clear.",
        "Infiltrated with {la}.",
        "Lateral relieving incisions not required / minimal, medial incisions along cleft margins.",
        "Nasal layer closed with 4/0 Vicryl.",
        "Levator muscles dissected off posterior hard palate and nasal mucosa, retropositioned and overlapped (IVVP).",
        "Oral layer closed with 4/0 Vicryl; Surgicel to lateral raw areas.",
        "Gag released periodically every 30 min; tongue perfusion good at end.",
        "Tongue stitch (2/0 silk) left in for 12 h per airway protocol.",
    ],
    "abg": [
        "Gingivoperiosteal flaps raised; nasal floor repaired with 5/0 Vicryl.",
        "Cancellous bone harvested from the anterior iliac crest via a trapdoor technique.",
        "Donor site infiltrated with levobupivacaine and closed in layers; Mepore dressing.",
        "Bone packed into alveolar defect up to the level of the adjacent CEJ.",
        "Buccal advancement flap closed watertight with 4/0 Vicryl Rapide.",
        "Bone sample for histology not required.",
    ],
    "buccinator": [
        "Soft palate divided in the midline posterior to the hard palate junction.",
        "Buccinator myomucosal flap raised on the posterior buccal artery, parotid duct identified and preserved.",
        "Flap tunnelled and inset into the nasal-side defect to lengthen the velum.",
        "Oral layer closed with 4/0 Vicryl; donor site closed primarily.",
    ],
    "fat": [
        "Fat harvested from the periumbilical region via a 3 mm stab incision (Coleman technique).",
        "Centrifuged at 3000 rpm for 3 min; 6 ml purified fat obtained.",
        "Injected into the posterior pharyngeal wall with a blunt cannula in multiple passes.",
        "Stab incision closed with 5/0 Monocryl.",
    ],
    "pharyngo": [
        "Superiorly based posterior pharyngeal flaps raised including palatopharyngeus.",
        "Flaps inset high at the level of the adenoid pad (Hynes).",
        "Haemostasis with bipolar; nasal airway patency checked with suction catheter.",
    ],
}


def write(nb, c):
    rng = c.rng
    y = c.years()
    if y < 1:
        kind = "lip" if (c.dx[4] and (not c.dx[3] or rng.random() < 0.5)) else "palate"
    elif y < 3:
        kind = "palate" if c.dx[3] else "lip"
    elif y >= 7 and c.dx[5]:
        kind = "abg"
    elif c.dx[3]:
        kind = rng.choice(["pharyngo", "pharyngo", "revision"])
    else:
        kind = "revision"
    if kind == "revision":
        proc = rng.choice(["lip revision", "palatal fistula repair"] if c.dx[3] and c.dx[4] else
                          (["palatal fistula repair", "re-repair of soft palate (Sommerlad)"] if c.dx[3] else ["lip revision"]))
    else:
        proc = {"lip": "Primary cleft lip repair - " + rng.choice(clin.LIP_SURG),
                "palate": "Primary cleft palate repair - " + rng.choice(clin.PAL_SURG),
                "abg": "Secondary alveolar bone graft (iliac crest)",
                "pharyngo": rng.choice(["Hynes pharyngoplasty", "buccinator myomucosal flap",
                                        "posterior pharyngeal wall augmentation (fat transfer)"])}[kind]
    step_key = kind if kind != "revision" else ("lip" if proc == "lip revision" else "palate")
    if kind == "pharyngo":
        step_key = "buccinator" if "buccinator" in proc else ("fat" if "fat" in proc else "pharyngo")
    if kind in ("lip", "palate") and rng.random() < 0.35:
        proc += " + bilateral myringotomy and insertion of " + rng.choice(clin.TUBES)
    sur = c.st("surgeon")
    an = c.st("anaes")
    theatre = str(rng.randint(1, 14))
    nb.t(rng.choice(["OPERATION NOTE\n", "Operative Note\n", "OPERATION RECORD - CLEFT SURGERY\n",
                     c.sp("THEATRE RECORD / OPERATION NOTE\n", "OPERATIVE REPORT\n")]))
    nb.f("{h} - Theatre {th}\n", h=P(c.hosp, "HOSPITAL"), th=P(theatre, "LOCATION_OTHER"))
    nb.f("Date of operation: {d}   Start {t1}   Finish {t2}\n", d=c.d(c.enc), t1="%02d:%02d" % (rng.randint(8, 11), rng.randint(0, 59)),
         t2="%02d:%02d" % (rng.randint(12, 15), rng.randint(0, 59)))
    common.pt_block(nb, c, variant=rng.choice([0, 2, 3]))
    if c.us and rng.random() < 0.5:
        nb.f("Encounter: {a}\n", a=P(c.id("acct"), "ACCOUNT"))
    nb.f("\nSurgeon: {t} {s}, {r}\n", t=sur.title, s=c.staff_name("surgeon", "full"), r=sur.role)
    reg = c.st("registrar")
    nb.f("Assistant: {t} {r}\n", t=reg.title if rng.random() < 0.7 else
         (c.sp("Mr", "Mr.") if reg.sex == "M" else c.sp("Ms", "Ms.")), r=c.staff_name("registrar", "full"))
    nb.f("Anaesthetist: {t} {a}\n".replace("Anaesthetist", c.sp("Anaesthetist", "Anesthesiologist")),
         t=an.title, a=c.staff_name("anaes", "full"))
    nb.f("Scrub: {s}   Circulating: {w}\n", s=c.staff_name("scrub", "full"), w=c.staff_name("ward_nurse", "il"))
    nb.f("\nDiagnosis: {dx}", dx=c.dx[0])
    if c.dx[3] and c.dx[1] not in ("SMCP",):
        nb.t(" (Veau %s)" % {"CP (soft)": "I", "CP": "II", "L UCLP": "III", "R UCLP": "III"}.get(c.dx[1], "IV"))
    elif not c.dx[3]:
        nb.t(" (Kernahan striped Y: %s)" % c.dx[2].replace(".", "-"))
    if c.syndrome:
        nb.f(" ({s})", s=c.syndrome)
    nb.f("\nProcedure: {p}\n", p=proc)
    nb.f("Weight {w} kg. ASA {asa}. WHO checklist completed; consent confirmed with {rel} {n}.\n",
         w="%.1f" % (3.5 + min(y, 12) * 2.6 + rng.uniform(0, 2)), asa=rng.choice(["1", "2", "2"]),
         rel=rng.choice(["mother", "father"]), n=c.fam(rng.choice(["mum", "dad"]), "full"))
    nb.t(c.sp("Anaesthetic", "Anesthesia") + ": GA, " + rng.choice(["south-facing oral RAE 3.5 cuffed", "oral RAE 4.0 uncuffed",
                                                                    "reinforced ETT 5.0 cuffed", "north-facing nasal RAE 5.5"]))
    nb.t(", throat pack (counted in/out). " + rng.choice(["Cefuroxime 50 mg/kg at induction. ",
                                                         "Co-amoxiclav 30 mg/kg IV at induction. ",
                                                         "Cefazolin 30 mg/kg IV at induction. "]))
    nb.t(rng.choice(["Infraorbital nerve blocks with 0.25% levobupivacaine. ", "Dexamethasone 0.15 mg/kg. ",
                     "Tranexamic acid 15 mg/kg. ", ""]))
    nb.t(rng.choice(["Cormack-Lehane grade 1, easy intubation.", "Cormack-Lehane grade 2b - bougie used.",
                     "Grade 1 view with Miller 1 blade.", "Videolaryngoscope (C-MAC) used - grade 1."]) + "\n")
    nb.t("\nFindings: ")
    nb.t(rng.choice(FINDINGS[kind]) + ".\n")
    nb.t("\nProcedure:\n")
    la = rng.choice(clin.DRUGS[17:18])[0] + " (" + rng.choice(["2", "3", "4"]) + " ml)"
    k = 0
    for s in STEPS[step_key]:
        if rng.random() < 0.85:
            k += 1
            nb.t("%d. %s\n" % (k, s.replace("{la}", la)))
    if kind == "abg" and rng.random() < 0.5:
        nb.f("Bone specimen sent, lab no. {sp}.\n", sp=P(ids.idnum(rng, "specimen"), "IDNUM"))
    if c.syndrome == "Pierre Robin sequence" and rng.random() < 0.7:
        nb.f("Note: previous mandibular distraction - KLS Martin distractor (serial {sn}) removed {d}.\n",
             sn=P(ids.serial(rng, "implant"), "DEVICE"), d=c.d(dt.add(c.enc, -rng.randint(90, 400))))
    nb.f("EBL {e} ml. Throat pack removed. Counts correct x{n}.\n", e=str(rng.randint(5, 150)), n=str(rng.choice([2, 3])))
    nb.t("\nPost-op instructions:\n")
    nb.f("- Back to {w}", w=P(c.ward, "HOSPITAL"))
    if rng.random() < 0.6:
        nb.f(", bed {b}", b=P(str(rng.randint(1, 24)), "LOCATION_OTHER"))
    nb.t("; SpO2 monitoring overnight" + (" (Pierre Robin airway pathway)" if c.syndrome == "Pierre Robin sequence" else "") + ".\n")
    if y < 2:
        nb.t(rng.choice(["- Feeds: usual bottle when awake; cup or open-top squeezy bottle after palate repair.\n",
                         "- Feeds: EBM via Medela SpecialNeeds from 4 h post-op.\n",
                         "- Feeds: breastfeed/bottle as soon as awake.\n"]))
    else:
        nb.t(rng.choice(["- Diet: soft diet for 3 weeks, rinse with water after meals.\n",
                         "- Diet: free fluids when awake, then soft diet; no straws or hard foods for 3 weeks.\n"]))
    nb.t("- Analgesia: " + c.sp("paracetamol", "acetaminophen") + " 15 mg/kg 6-hourly, ibuprofen 5 mg/kg 8-hourly, "
         "morphine 50-100 micrograms/kg PRN.\n")
    if y < 2:
        nb.t(rng.choice(["- Arm splints (soft) for 10 days.\n", "- No arm splints.\n"]))
    elif kind == "abg":
        nb.t("- Chlorhexidine mouthwash BD 1/52; mobilise with physio day 1 (donor site).\n")
    nb.f("- Discharge when feeding and pain controlled; cleft CNS {n} to review on ward.\n", n=c.staff_name("cns", "full"))
    nb.f("- Clinic review {d}.\n", d=c.d(dt.add(c.enc, rng.choice([7, 10, 14, 21, 42]))))
    if rng.random() < 0.5:
        nb.f("Clinical photographs taken pre-incision (capture ID {b}).\n", b=P(c.id("3d"), "BIOID"))
    style = rng.randrange(3)
    if style == 0:
        nb.f("\nSigned: {s} ({u})  {d} {t}\n", s=c.staff_name("surgeon", "il"), u=P(sur.user, "USERNAME"),
             d=c.d(c.enc), t=common.hhmm(rng))
    elif style == 1:
        nb.f("\n{s}, {r}", s=c.staff_name("surgeon", "full"), r=sur.role)
        lf = common.lic_frag(c, "surgeon")
        if lf:
            nb.t("  ")
            nb.emit(lf)
        nb.t("\n")
    else:
        nb.f("\nNote written by {r} for {t} {s}. Dictated {d}.\n", r=c.staff_name("registrar", "full"), t=sur.title,
             s=c.staff_name("surgeon", "last"), d=c.d(c.enc))
