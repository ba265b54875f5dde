"""ED notes, procedure/operative notes, case management / social work notes,
outpatient follow-up and telephone notes."""
import datetime as dt

from seg import P
import clin
import common
import genres_a as ga
import ids
import pools


def hm(r):
    return "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59))


def hm4(r):
    return "%02d%02d" % (r.randint(0, 23), r.randint(0, 59))


def peds_vitals(c):
    r = c.rng
    if c.terse:
        return "t %.1f hr %d rr %d spo2 %d%% ra wt %.1f kg" % (r.uniform(38.4, 39.8), r.randint(130, 170), r.randint(26, 40),
                                                            r.randint(96, 100), r.uniform(8, 14))
    return "T %.1f C, HR %d, RR %d, SpO2 %d%% on RA, weight %.1f kg" % (r.uniform(38.4, 39.8), r.randint(130, 170), r.randint(26, 40),
                                                                      r.randint(96, 100), r.uniform(8, 14))


class Clock:
    """monotone times of day for ED courses (times are not PHI)"""
    def __init__(self, r, terse):
        self.r = r
        self.m = r.randint(0, 20 * 60)
        self.terse = terse

    def first(self):
        return self.fmt()

    def next(self):
        self.m = min(self.m + self.r.randint(12, 95), 23 * 60 + 59)
        return self.fmt()

    def fmt(self):
        h, m = divmod(self.m, 60)
        return ("%02d%02d" if self.terse else "%02d:%02d") % (h, m)


# ------------------------------------------------------------------ ED
def ed_event(d, c, x):
    """optional ED narrative with vehicles, landmarks, biometric IDs, bystanders"""
    r = c.rng
    T = c.terse
    v = r.randrange(4)
    pl = P("VEHICLE", ids.plate(r))
    pst = P("STATE", r.choice(pools.STATES)[1])
    ofc = P("FAMILY", r.choice(pools.MALE + pools.FEMALE) + " " + r.choice(pools.SURNAMES))
    if v == 0:
        if T:
            d.w("also: restrained driver in mvc near {lm} ~1h pta, airbag deployed. pt's car plate {pl} ({pst}) towed. officer {o} at bedside, report # {rep}.\n",
                x, lm=x["landmark"], pl=pl, pst=pst, o=ofc, rep=P("IDNUM", ids.case_no(r, c.d0.year)))
        else:
            d.w("Of note, {he} was the restrained driver in a low-speed collision near {lm} prior to arrival; airbags deployed. The vehicle (license plate {pl}, {pst}) was towed. A {city} police officer, {o}, is at the bedside; incident report {rep}.\n",
                x, lm=x["landmark"], pl=pl, pst=pst, o=ofc, rep=P("IDNUM", ids.case_no(r, c.d0.year)))
    elif v == 1:
        b = P("BIOID", ids.bioid(r))
        if T:
            d.w("pt found down at {lm} by bystander, no id on person. identified via fingerprint scan, bio id {b}. {fam0} reached by phone.\n",
                x, lm=x["landmark"], b=b)
        else:
            d.w("{He} was found down at {lm} by a passerby and arrived without identification; identity was confirmed by biometric fingerprint match (biometric ID {b}). {Fam0} was subsequently reached by telephone.\n",
                x, lm=x["landmark"], b=b)
    elif v == 2:
        if T:
            d.w("work injury - {prof} at {employer}, supervisor {sup} drove pt in. workers comp claim {cl}.\n",
                x, sup=ofc, cl=P("IDNUM", ids.case_no(r, c.d0.year)))
        else:
            d.w("{He} works as {aprof} at {employer}; the symptoms began at work and {his} supervisor, {sup}, drove {him} in. Workers' compensation claim number {cl}.\n",
                x, sup=ofc, cl=P("IDNUM", ids.case_no(r, c.d0.year)))
    else:
        vn = P("VEHICLE", ids.vin(r))
        if T:
            d.w("pt lives in car (plate {pl}), parked in ed lot; vin {vn} given to security.\n", x, pl=pl, vn=vn)
        else:
            d.w("{He} reports living in {his} car, which is parked in the ED lot (plate {pl}, VIN {vn}); security notified.\n",
                x, pl=pl, vn=vn)


def ed(d, c, x, sc, layout):
    r = c.rng
    T = c.terse
    arr = c.d0
    clk = Clock(r, T)
    t_arr = clk.first()
    ems = r.random() < 0.5
    if T:
        d.w("ed note {hospacr} - {dd} {t}\n", x, dd=ids.D(arr, r.choice(["md", "mdy2", "wd_md"])), t=t_arr)
        d.w("{ptlf} mrn {mrn} ed bed {bed}\n", x)
        if ems:
            d.w("bib ems ({transport}), run # {run}\n", x, run=P("IDNUM", ids.digits(r, 8)))
        else:
            d.t("walk-in, triage esi %d, triage rn " % r.randint(2, 4))
            d.add(c.doc(c.staff("rn"), "first"))
            d.t("\n")
        if c.months is not None:
            ap, word = common.age_phrase(c, x)
            d.t("hpi: ")
            d.add(ap)
            d.w(" bib {fam0} w/ fever 39.4 x2d, pulling at r ear, decreased po, 3 wet diapers today. sick contacts at daycare ({employer}). utd on vaccines per mom.\n",
                x)
            d.t("pe: " + peds_vitals(c) + ". r tm bulging, erythematous. no meningismus, cap refill < 2s.\n")
            d.t("a/p: aom r. amoxicillin 90 mg/kg/day div bid x10d. tylenol/motrin prn. return if lethargic, poor uop.\n")
            d.w("dispo: d/c home w/ {fam0}, f/u pcp ", x)
            d.add(c.doc(c.staff("pcp"), "dr"))
            d.w(" {clinic} in 2-3d\n", x)
            common.signoff(d, c, x, "ed", when=arr)
            return
        d.t("cc: " + sc["cct"] + "\n\nhpi: ")
        ga.hpi(d, c, x, sc, transfer=False)
        if r.random() < 0.6:
            ed_event(d, c, x)
        d.t("pmh: ")
        clin.pmh_list(d, c, True, 3)
        d.t("all: " + clin.allergies(c, True) + "\n")
        d.t("meds: " + ", ".join(m.lower() for m in clin.pick(r, clin.HOME_MEDS, 3)) + "\n")
        common.social(d, c, x)
        d.t(clin.ROS_T + "\n")
        d.t("pe: " + clin.vitals(c, True) + "\n" + clin.exam_block(c, sc, True) + clin.negs(c, True, 2) + "\n")
        d.t("ed course:\n")
        d.t("%s %s\n" % (clk.next(), sc["meds"][0].lower()))
        d.t("%s labs:\n" % clk.next())
        clin.lab_lines(d, c, sc, [arr], True)
        d.t("%s %s\n" % (clk.next(), clin.imaging(c, sc, True)))
        d.t("%s %s\n" % (clk.next(), sc["meds"][1].lower()))
        d.t("%s d/w " % clk.next())
        d.add(c.doc(c.staff("att"), "dr"))
        d.w(" (hospitalist), accepts to {unit}\n", x)
        d.t("mdm: high complexity. " + sc["dxt"] + " (" + sc["icd"][0][0].lower() + ").\ndispo: admit\n")
        if r.random() < 0.5:
            d.w("scribed by {s} for ", s=P("DOCTOR", c.staff("scribe").full()))
            d.add(c.doc(c.staff("ed"), "dr"))
            d.t("\n")
        common.signoff(d, c, x, "ed", when=arr)
        return
    d.ln("EMERGENCY DEPARTMENT PROVIDER NOTE", x)
    d.w("{hospname} Emergency Department\n", x)
    d.w("Patient: {pthdr}    MRN: {mrn}    DOB: {dob}\n", x)
    d.w("Arrival: {dd} {t}    ED Room: {bed}    Encounter: {acct}\n", x, dd=ids.D(arr, r.choice(["mdy", "mdy_nopad"])), t=t_arr)
    if ems:
        d.w("Mode of arrival: Ambulance ({transport}, run number {run})\n", x, run=P("IDNUM", ids.digits(r, 8)))
    d.t("Triage nurse: ")
    d.add(c.doc(c.staff("rn"), "full_cred"))
    d.t("\n\n")
    if c.months is not None:
        ap, word = common.age_phrase(c, x)
        d.t("HPI: ")
        d.add(ap)
        d.w(" " + word + " brought in by {fam0} for fever to 39.4 C for two days, tugging at the right ear, and decreased oral intake. Three wet diapers today. Attends day care at {employer}, where several children have been ill. Immunizations up to date.\n\n", x)
        d.t("EXAM: " + peds_vitals(c) + ". Right tympanic membrane bulging and erythematous. No meningismus. Capillary refill under 2 seconds.\n\n")
        d.t("ASSESSMENT/PLAN: Acute otitis media, right (H66.91). High-dose amoxicillin for 10 days; antipyretics as needed. Return precautions reviewed.\n")
        d.w("Disposition: Discharged home with {fam0}. Follow up with ", x)
        d.add(c.doc(c.staff("pcp"), "dr_full"))
        d.w(" at {clinic} in 2-3 days.\n\n", x)
        common.signoff(d, c, x, "ed", when=arr)
        return
    d.t("CHIEF COMPLAINT: " + sc["cc"][0].upper() + sc["cc"][1:] + "\n\nHPI:\n")
    ga.hpi(d, c, x, sc, transfer=False)
    if r.random() < 0.6:
        ed_event(d, c, x)
    d.t("\nPMH: ")
    clin.pmh_list(d, c, False, 3)
    d.t("Allergies: " + clin.allergies(c, False) + "\n")
    common.social(d, c, x)
    d.t("Home medications: " + "; ".join(clin.pick(r, clin.HOME_MEDS, 4)) + ".\n")
    d.t(clin.ROS_F + "\n")
    d.t("\nPHYSICAL EXAM:\n" + clin.vitals(c, False) + "\n" + clin.exam_block(c, sc, False) + clin.negs(c, False, 3) + "\n\n")
    d.t("ED COURSE:\n")
    d.t("%s - %s given.\n" % (clk.next(), sc["meds"][0]))
    d.t("%s - Labs resulted:\n" % clk.next())
    clin.lab_lines(d, c, sc, [arr], False)
    d.t("%s - %s\n" % (clk.next(), clin.imaging(c, sc, False)))
    d.t("%s - Reassessed; %s started.\n" % (clk.next(), sc["meds"][1]))
    d.t("%s - Discussed with the admitting hospitalist, " % clk.next())
    d.add(c.doc(c.staff("att"), "dr_full"))
    d.w(", who accepts the patient to {unit}.\n\n", x)
    d.t("MEDICAL DECISION MAKING: Presentation consistent with " + sc["dx"] + " (ICD-10 " + sc["icd"][0][0] + "). ")
    d.t(r.choice(["Differential includes ACS, PE and sepsis; Wells score low.", "HEART score 3.", "qSOFA 2.",
                  "Canadian CT head rule applied."]) + "\n")
    d.w("DISPOSITION: Admit, inpatient, {hospacr}.\n\n", x)
    if r.random() < 0.5:
        sc_ = c.staff("scribe")
        d.w("Scribe attestation: This note was scribed by {s} in the presence of ", s=P("DOCTOR", sc_.full()))
        d.add(c.doc(c.staff("ed"), "dr_full"))
        d.t(".\n")
    common.signoff(d, c, x, "ed", when=arr)


# ------------------------------------------------------------------ procedures
PROCS = [
    dict(key="ppm", name="Dual-chamber permanent pacemaker implantation", namet="dual chamber ppm implant",
         site="EP Lab", indication="symptomatic complete heart block", anes="Moderate sedation with local lidocaine",
         steps="The left chest was prepped and draped. Axillary venous access was obtained under fluoroscopy. Atrial and ventricular leads were positioned with acceptable sensing and thresholds. The generator was connected and placed in a pre-pectoral pocket. The pocket was irrigated and closed in layers.",
         stepst="l chest prepped. axillary access under fluoro. ra + rv leads placed, thresholds ok. gen connected, prepectoral pocket, irrigated, closed in layers.",
         implants=[("pulse generator", "Medtronic Azure XT DR MRI SureScan"), ("RA lead", "CapSureFix Novus 5076-52"),
                   ("RV lead", "CapSureFix Novus 5076-58")], specimen=None, ebl="10 mL"),
    dict(key="egd", name="Esophagogastroduodenoscopy with hemostasis", namet="egd w/ clips",
         site="Endoscopy Room", indication="melena and acute blood loss anemia", anes="Monitored anesthesia care with propofol",
         steps="The scope was advanced to the second portion of the duodenum. A 1.5 cm ulcer with a visible vessel (Forrest IIa) was seen in the duodenal bulb and treated with 4 mL of 1:10,000 epinephrine and two hemoclips. Gastric antral biopsies were taken for H. pylori.",
         stepst="scope to d2. 1.5 cm duod bulb ulcer w/ nbvv (forrest iia) -> epi 1:10,000 4 ml + 2 clips. antral bx for h pylori.",
         implants=[], specimen="gastric antrum biopsies", ebl="minimal"),
    dict(key="chole", name="Laparoscopic cholecystectomy", namet="lap chole",
         site="OR", indication="acute calculous cholecystitis", anes="General endotracheal anesthesia",
         steps="Pneumoperitoneum was established via Hasson technique. The critical view of safety was obtained. The cystic duct and artery were clipped and divided. The gallbladder was removed from the liver bed with electrocautery and extracted in a retrieval bag. Ports were closed and skin approximated with 4-0 Monocryl.",
         stepst="hasson entry. cvs obtained. cystic duct + artery clipped/divided. gb off liver bed, removed in bag. 4-0 monocryl skin.",
         implants=[], specimen="gallbladder", ebl="15 mL"),
    dict(key="hemi", name="Left hip hemiarthroplasty", namet="l hip hemi",
         site="OR", indication="displaced left femoral neck fracture", anes="Spinal anesthesia",
         steps="A posterior approach was used. The femoral head was extracted and sized. The canal was broached and a cemented stem was placed with a bipolar head. The hip was reduced and stable through range of motion. The short external rotators were repaired.",
         stepst="posterior approach. head out + sized. canal broached, cemented stem + bipolar head. reduced, stable. ser repaired.",
         implants=[("femoral stem", "Exeter V40 size 2"), ("bipolar head", "UHR 46 mm")], specimen="femoral head", ebl="250 mL"),
    dict(key="thora", name="Ultrasound-guided right thoracentesis", namet="us guided r thoracentesis",
         site="bedside, room", indication="right pleural effusion", anes="Local, 1% lidocaine 10 mL",
         steps="A pocket of fluid was identified by ultrasound in the right posterior axillary line. Using sterile technique, a catheter was introduced and 1.4 L of straw-colored fluid was removed. Post-procedure ultrasound showed no pneumothorax.",
         stepst="pocket id'd on us r post axillary line. sterile. 1.4 L straw colored fluid removed. post us no ptx.",
         implants=[], specimen="pleural fluid for cell count, LDH, protein, culture, cytology", ebl="none"),
    dict(key="tdc", name="Tunneled hemodialysis catheter placement", namet="tunneled hd cath",
         site="IR Suite", indication="acute kidney injury requiring dialysis", anes="Moderate sedation",
         steps="The right internal jugular vein was accessed under ultrasound guidance. A tunneled dual-lumen catheter was placed with its tip in the right atrium under fluoroscopy. Both lumens aspirated and flushed easily and were locked with heparin 1,000 units/mL.",
         stepst="r ij accessed under us. tunneled dual lumen cath, tip in ra under fluoro. both lumens flush, heparin locked 1000 u/ml.",
         implants=[("tunneled catheter", "Palindrome 14.5 Fr 23 cm")], specimen=None, ebl="5 mL"),
    dict(key="id", name="Incision and drainage of left calf abscess with negative pressure wound therapy", namet="i&d l calf abscess + wound vac",
         site="OR", indication="left lower extremity abscess", anes="General LMA anesthesia",
         steps="A 4 cm incision was made over the fluctuant area and approximately 30 mL of purulent material was expressed and sent for culture. Loculations were broken up. The wound was irrigated and a negative pressure dressing was applied at -125 mmHg.",
         stepst="4 cm incision over fluctuance, ~30 ml pus -> cx. loculations broken. irrigated, vac at -125.",
         implants=[("wound vac unit", "KCI ActiV.A.C.")], specimen="abscess fluid for culture", ebl="20 mL"),
    dict(key="ilr", name="Implantable loop recorder insertion", namet="ilr insertion",
         site="EP Lab", indication="cryptogenic stroke, monitoring for atrial fibrillation", anes="Local anesthesia",
         steps="The left parasternal area was prepped. A small incision was made and the device was inserted subcutaneously with the insertion tool. R-wave amplitude 0.6 mV. Incision closed with Steri-Strips.",
         stepst="l parasternal prepped. small incision, device inserted sq w/ tool. r wave 0.6 mv. steri-strips.",
         implants=[("loop recorder", "Medtronic LINQ II")], specimen=None, ebl="minimal"),
    dict(key="colo", name="Colonoscopy with polypectomy", namet="colonoscopy w/ polypectomy",
         site="Endoscopy Room", indication="positive stool DNA test", anes="Monitored anesthesia care",
         steps="The colonoscope was advanced to the cecum, identified by the appendiceal orifice and ileocecal valve. Boston Bowel Preparation Scale 8. A 9 mm sessile polyp in the ascending colon was removed by cold snare. Small internal hemorrhoids.",
         stepst="to cecum (ao, icv). bbps 8. 9 mm sessile polyp asc colon, cold snare. small int hemorrhoids.",
         implants=[], specimen="ascending colon polyp", ebl="none"),
    dict(key="lp", name="Lumbar puncture", namet="lp",
         site="bedside, room", indication="headache and fever, rule out meningitis", anes="Local, 1% lidocaine",
         steps="With the patient in the left lateral decubitus position, the L3-L4 interspace was identified. A 20 gauge spinal needle entered the subarachnoid space on the first pass. Opening pressure 22 cm H2O. 12 mL of clear fluid was collected in four tubes.",
         stepst="l lat decub, l3-4. 20g needle 1st pass. op 22 cm h2o. 12 ml clear csf x4 tubes.",
         implants=[], specimen="CSF tubes 1-4", ebl="none"),
]


def procedure(d, c, x, sc, layout):
    r = c.rng
    T = c.terse
    pr = r.choice(PROCS)
    pday = c.day(r.randint(0, 2))
    surg = c.staff("surg")
    site = pr["site"]
    if site.startswith("bedside"):
        loc = ["bedside, room ", x["room"]]
    elif site == "OR":
        loc = ["OR ", P("LOCATION_OTHER", str(r.randint(1, 14)))]
    else:
        loc = [site + " ", P("LOCATION_OTHER", str(r.randint(1, 6)))]
    acc = P("IDNUM", ids.accession(r, pday.year))
    if T:
        d.w("procedure note - " + pr["namet"] + "\n")
        d.w("{ptplain} / mrn {mrn} / ", x)
        d.add(common.age_phrase(c, x)[0])
        d.t("\n")
        st = r.randint(6 * 60, 19 * 60)
        en = st + r.randint(15, 200)
        d.w("date {dd} start %02d%02d end %02d%02d, loc " % (st // 60, st % 60, en // 60, en % 60), dd=ids.D(pday, r.choice(["md", "mdy2", "mdy_nopad"])))
        d.add(loc)
        d.w(" {hospacr}\n", x)
        d.t("operator: ")
        d.add(c.doc(surg, "full_cred"))
        d.t("  asst: ")
        d.add(c.doc(c.staff("asst"), "last"))
        d.t("\nanes: " + pr["anes"].lower())
        if "general" in pr["anes"].lower() or "monitored" in pr["anes"].lower():
            d.t(" - ")
            d.add(c.doc(c.staff("anes"), "dr"))
            d.t(" / crna ")
            d.add(c.doc(c.staff("crna"), "first"))
        d.t("\nindication: " + pr["indication"].lower() + "\n")
        d.t("hx: ")
        clin.pmh_list(d, c, True, 3)
        d.t("pre: " + clin.vitals(c, True, sick=False) + ", asa " + r.choice(["ii", "iii", "iii", "iv"]) + ", npo since mn\n")
        d.t("anticoag: " + r.choice(["apixaban held x48h", "none", "warfarin held, inr 1.2", "asa cont'd"]) + "\n")
        d.t("consent: signed by pt")
        if r.random() < 0.5:
            d.t(", ")
            d.add(c.fam_ref(c.fam[0]))
            d.t(" (poa) present")
        d.t(". timeout done.\n")
        d.w("pre labs {dd}: hgb %.1f, plt %d, inr %.1f, k %.1f, cr %.1f\n" % (r.uniform(8, 14), r.randint(120, 380), r.uniform(0.9, 1.4),
                                                                           r.uniform(3.5, 5.0), r.uniform(0.6, 1.8)),
            dd=ids.D(pday - dt.timedelta(days=r.randint(0, 2)), r.choice(["md", "mdy2"])))
        d.t("sedation: " + r.choice(["fentanyl 50 mcg + midazolam 2 mg iv", "propofol per anesthesia", "lidocaine 1% 10 ml local only",
                                     "fentanyl 25 mcg x2, versed 1 mg x2"]) + "\n")
        d.t("desc: " + pr["stepst"] + "\n")
        d.t("ebl: " + pr["ebl"] + "\n")
        if pr["specimen"]:
            d.w("spec: " + pr["specimen"].lower() + " -> path, acc {a}\n", a=acc)
        for kind, model in pr["implants"]:
            d.w("implant: %s %s sn {sn}\n" % (kind.lower(), model.lower()), sn=P("DEVICE", ids.device_sn(r)))
        d.t("complications: none. pt tol well.\n")
        d.w("post: " + r.choice(["resume apixaban {dd}", "wound check {dd}", "device clinic {dd}", "f/u path, clinic {dd}"])
            + ", " + r.choice(["no lifting >10 lb x4 wk", "keep dressing dry 48h", "clear liquids then adv diet", "bedrest 1h, then ambulate"]) + "\n",
            dd=ids.D(pday + dt.timedelta(days=r.randint(1, 14)), r.choice(["md", "wd_md", "wd"])))
        d.t("orders: vs q15 min x4 then q1h, " + r.choice(["cxr in 1h", "npo x2h then clears", "hgb in 6h", "neuro checks q1h"]) + ", "
            + r.choice(["cont home meds", "hold apixaban", "ancef x2 doses", "ppi bid"]) + "\n")
        if r.random() < 0.6:
            d.w("updated ")
            d.add(c.fam_ref(c.fam[-1]))
            d.w(" by phone {ph}\n", ph=P("PHONE", c.fam[-1].phone))
        if r.random() < 0.5:
            d.t("attending ")
            d.add(c.doc(c.staff("anes" if r.random() < 0.3 else "surg"), "dr"))
            d.t(" present for key portions\n")
        common.signoff(d, c, x, "surg", when=pday)
        return
    title = "OPERATIVE REPORT" if site == "OR" else "PROCEDURE NOTE"
    d.ln("{hospname}", x)
    d.t(title + "\n\n")
    d.w("Patient: {pthdr}\nMRN: {mrn}    Account: {acct}\nDOB: {dob}\n", x)
    d.w("Date of Procedure: {dd}\nLocation: ", dd=ids.D(pday, r.choice(["mdy", "long", "wd_long"])))
    d.add(loc)
    d.t("\n\nSurgeon/Proceduralist: ")
    d.add(c.doc(surg, "full_cred"))
    d.t("\nAssistant: ")
    d.add(c.doc(c.staff("asst"), "full_cred"))
    d.t("\nAnesthesia: " + pr["anes"])
    if "general" in pr["anes"].lower() or "monitored" in pr["anes"].lower() or "spinal" in pr["anes"].lower():
        d.t(" (")
        d.add(c.doc(c.staff("anes"), "dr_full"))
        d.t("; CRNA ")
        d.add(c.doc(c.staff("crna"), "full"))
        d.t(")")
    d.t("\n\nPREOPERATIVE DIAGNOSIS: " + pr["indication"][0].upper() + pr["indication"][1:] + "\n")
    d.t("POSTOPERATIVE DIAGNOSIS: Same\nPROCEDURE: " + pr["name"] + "\n\n")
    d.w("INDICATIONS: {Pt} is {art}", x)
    d.add(common.age_phrase(c, x)[0])
    d.t(" with " + pr["indication"] + ". Risks, benefits and alternatives were discussed and informed consent was obtained from ")
    if r.random() < 0.4:
        d.t("the patient's health care agent, ")
        d.add(c.fam_ref(c.fam[0], "full"))
        d.t(".\n\n")
    else:
        d.t("the patient.\n\n")
    d.t("Relevant history: ")
    clin.pmh_list(d, c, False, 3, numbered=False)
    d.t("Pre-procedure: " + clin.vitals(c, False, sick=False) + ". ASA class " + r.choice(["II", "III", "III", "IV"]) + ". NPO after midnight. "
        + r.choice(["Apixaban held for 48 hours.", "No anticoagulants.", "Warfarin held; INR 1.2 this morning.", "Aspirin continued."]) + "\n\n")
    d.t("DESCRIPTION: The patient was identified with two identifiers and a time-out was performed. " + pr["steps"] + " "
        + r.choice(["Sponge and needle counts were correct.", "Fluoroscopy time 4.2 minutes.", "The patient tolerated the procedure well.",
                    "Sterile dressing applied."]) + "\n\n")
    d.t("ESTIMATED BLOOD LOSS: " + pr["ebl"] + "\n")
    if pr["specimen"]:
        d.w("SPECIMENS: " + pr["specimen"][0].upper() + pr["specimen"][1:] + " (accession {a})\n", a=acc)
    else:
        d.t("SPECIMENS: None\n")
    if pr["implants"]:
        d.t("IMPLANTS:\n")
        for kind, model in pr["implants"]:
            d.w("- %s: %s, serial {sn}\n" % (kind[0].upper() + kind[1:], model), sn=P("DEVICE", ids.device_sn(r)))
    d.t("COMPLICATIONS: None apparent.\nDISPOSITION: To PACU in stable condition.\n")
    d.w("POST-PROCEDURE PLAN: " + r.choice(["Resume apixaban on {dd} if no bleeding.", "Wound check in clinic on {dd}.",
                                            "Device clinic follow-up on {dd}.", "Pathology will be reviewed at the visit on {dd}."])
        + " " + r.choice(["No lifting over 10 pounds with the left arm for 4 weeks.", "Keep the dressing dry for 48 hours.",
                          "Advance diet as tolerated.", "Bedrest for 1 hour, then ambulate."]) + "\n\n",
        dd=ids.D(pday + dt.timedelta(days=r.randint(1, 14)), r.choice(["mdy", "wd_long", "long"])))
    if r.random() < 0.6:
        d.t("Post-procedure, I spoke with ")
        d.add(c.fam_ref(c.fam[-1]))
        d.w(" at {ph}.\n", ph=P("PHONE", c.fam[-1].phone))
    d.add(c.doc(surg, "dr"))
    d.t(" was present and scrubbed for the entire procedure.\n")
    if r.random() < 0.4:
        d.w("Surgeon NPI {npi}\n", npi=P("LICENSE", ids.npi(r)))
    d.t("\n")
    common.signoff(d, c, x, "surg", when=pday)


# ------------------------------------------------------------------ case management / social work
def cm(d, c, x, sc, layout):
    r = c.rng
    T = c.terse
    role = r.choice(["cm", "sw"])
    day = c.day(r.randint(1, max(1, c.los - 1)))
    fax = P("FAX", ids.phone(r, style=r.choice([0, 1])))
    others = [n for n, _ in pools.SNFS if n != c.snf_name]
    r.shuffle(others)
    snfs = [c.snf_name] + others[:2]
    r.shuffle(snfs)
    if T:
        d.w(("cm" if role == "cm" else "sw") + " note {dd} - {ptfull}, mrn {mrn}, rm {room}\n", x,
            dd=ids.D(day, r.choice(["md", "wd_md", "mdy2"])))
        d.t("adm " + sc["dxt"] + ". ")
        d.add(common.age_phrase(c, x)[0])
        d.t("\n")
        d.w("addr: {addr}\nph: {cell} (cell), email {email}\n", x)
        d.w("ins: {insurer} id {member} grp {group}" + r.choice(["", ", medicare secondary", ", medicaid pending"]) + "\n", x)
        d.w("pcp: ", x)
        d.add(c.doc(c.staff("pcp"), "dr"))
        d.w(" @ {clinic}; pharm {pharmacy}\n", x)
        d.t("pta: " + r.choice(["indep adls, uses cane", "needs assist w/ bathing + meds", "bedbound, total care", "indep, drives"])
            + "; " + r.choice(["2 story home, 12 steps to bedroom", "1 level, 3 steps to enter", "apt 3rd fl no elevator", "lives in trailer"]) + "\n")
        d.t("cog: " + r.choice(["a&o x3, makes own decisions", "mild dementia, dtr is hcp", "slums 19/30", "intact"]) + "\n")
        d.t("support: ")
        for i, f in enumerate(c.fam[:3]):
            if i:
                d.t("; ")
            d.add(c.fam_ref(f))
            d.w(" {ph}", ph=P("PHONE", f.phone))
        d.t("\n")
        d.w("work: " + r.choice(["{prof} at {employer}, fmla paperwork given", "retired {prof}", "unemployed, was {prof} at {employer}"]) + "\n", x)
        d.w("transport: " + r.choice(["{fam0} drives", "no car, dl {dl} ({dlst}) suspended", "own car in garage lvl 2, plate {pl}"]) + "\n",
            x, pl=P("VEHICLE", ids.plate(r)))
        d.t("plan:\n")
        d.w("- snf referrals faxed {fax}: ", fax=fax)
        for i, s in enumerate(snfs):
            if i:
                d.t(", ")
            d.add(P("HOSPITAL", s))
        d.t("\n")
        d.w("- {snf} accepted {dd}, auth # {au}\n", x, snf=P("HOSPITAL", c.snf_short if r.random() < 0.5 else c.snf_name), dd=ids.D(c.d1, "md"), au=P("IDNUM", ids.digits(r, 9)))
        d.w("- alt: home w/ {hh} + dme ({dme}) rw, 3-in-1 commode\n", x)
        d.w("- spoke w/ {snfn} (admissions) {ph}, ins ref # {ref}\n", snfn=P("DOCTOR", r.choice(pools.FEMALE + pools.MALE)),
            ph=P("PHONE", ids.phone(r)), ref=P("IDNUM", ids.digits(r, 10)))
        d.w("- transport {dd} via {transport} " + r.choice(["w/c van", "bls ambulance", "family car"]) + "\n", x,
            dd=ids.D(c.d1, r.choice(["md", "wd_md", "wd"])))
        if r.random() < 0.4:
            d.w("- aps report filed, case {ca}, worker {wk} {ph}\n", x, ca=P("IDNUM", ids.case_no(r, c.d0.year)),
                wk=P("FAMILY", r.choice(pools.FEMALE) + " " + r.choice(pools.SURNAMES)), ph=P("PHONE", ids.phone(r)))
        if r.random() < 0.4:
            d.w("- shelter bed at {agency} if needed; pt attends {church}\n", x)
        if r.random() < 0.4:
            d.w("- ssn {ssn} verified for medicaid app, app # {ap}\n", x, ap=P("IDNUM", ids.case_no(r, c.d0.year)))
        if r.random() < 0.3:
            d.w("- kiosk check-in via palm scan, bio id {b}\n", b=P("BIOID", ids.bioid(r)))
        d.t("- will f/u w/ team at rounds. " + r.choice(["may need ltc", "bill to insurance for dme", "mark as high readmit risk"]) + "\n")
        common.signoff(d, c, x, role, when=day)
        return
    title = "Case Management Discharge Planning Note" if role == "cm" else "Social Work Psychosocial Assessment"
    common.header(d, c, x, title)
    d.w("Date: {dd}\n", dd=ids.D(day, r.choice(["mdy", "long", "wd_long"])))
    d.t("Reason for referral: " + r.choice(["discharge planning", "post-acute placement", "caregiver support and resources",
                                            "housing instability"]) + "\n\n")
    d.w("{Pt} is {art}", x)
    d.add(common.age_phrase(c, x)[0])
    d.t(" admitted on ")
    d.add(x["adm"])
    d.t(" with " + sc["dx"] + ". Met with the patient" + r.choice([" at the bedside", " and family in the unit conference room"]) + ".\n\n")
    d.w("Home address: {addr}\nPhone: {homephone} (home), {cell} (mobile)\nEmail: {email}\n", x)
    d.w("Insurance: {insurer}, member ID {member}, group {group}." + r.choice(["", " Medicare Part A secondary.", " Medicaid application in process."]) + "\n", x)
    d.t("Primary care: ")
    d.add(c.doc(c.staff("pcp"), "dr_full"))
    d.w(", {clinic}. Preferred pharmacy: {pharmacy}.\n\n", x)
    d.t("Prior level of function: " + r.choice(["Independent in ADLs; ambulates with a cane.", "Requires assistance with bathing and medication management.",
                                                "Bedbound; total care provided by family.", "Independent and driving."]) + " "
        + r.choice(["Two-story home with 12 steps to the bedroom.", "Single-level home with three steps to enter.",
                    "Third-floor apartment without an elevator.", "Lives in a mobile home."]) + "\n")
    d.t("Cognition: " + r.choice(["Alert and oriented; makes own decisions.", "Mild dementia; health care agent involved.", "SLUMS 19/30.",
                                  "Intact."]) + "\n")
    d.t("Patient goals: " + r.choice(["Return home as soon as possible.", "Short-term rehab, then home.", "Comfort and time with family."]) + "\n\n")
    d.t("Support system:\n")
    for f in c.fam[:3]:
        d.t("- ")
        d.add(c.fam_ref(f, "full", cap=True))
        d.w(", phone {ph}", ph=P("PHONE", f.phone))
        if r.random() < 0.4:
            d.w(", age {a}", a=P("AGE", str(r.randint(25, 92))))
        d.t("\n")
    d.w("\nEmployment: " + r.choice(["Works as {aprof} at {employer}; FMLA forms provided to {his} {fam1rel}, whose employer HR can be reached at {hr}.",
                                     "Retired {prof}.", "Previously employed as {aprof} at {employer}; applied for disability."]) + "\n", x,
        hr=P("EMAIL", ids.email(r, "hr", "benefits")))
    d.w("Transportation: " + r.choice(["{Fam0} provides rides.", "Does not drive; {dlst} driver's license {dl} expired.",
                                       "Drives; vehicle (plate {pl}) is in the visitor garage."]) + "\n", x, pl=P("VEHICLE", ids.plate(r)))
    d.t("\nPLAN:\n")
    d.w("1. Referrals sent on {dd} via fax to: ", dd=ids.D(day, "md"))
    for i, s in enumerate(snfs):
        if i:
            d.t("; ")
        d.add(P("HOSPITAL", s))
    d.w(" (referral fax {fax}).\n", fax=fax)
    d.w("2. Bed offer accepted at {snfname} for {dd}; insurance authorization {au}.\n", x, dd=ids.D(c.d1, r.choice(["mdy", "wd_md", "long"])),
        au=P("IDNUM", ids.digits(r, 9)))
    d.w("3. If discharged home: home health through {hh}; rolling walker and shower chair from {dme}.\n", x)
    d.w("Spoke with {snfn}, admissions coordinator, at {ph}; insurance reference number {ref}. Transport on {dd} via {transport}.\n", x,
        snfn=P("DOCTOR", r.choice(pools.FEMALE + pools.MALE) + " " + r.choice(pools.SURNAMES)), ph=P("PHONE", ids.phone(r)),
        ref=P("IDNUM", ids.digits(r, 10)), dd=ids.D(c.d1, r.choice(["mdy", "wd_long"])))
    k = 4
    if r.random() < 0.4:
        d.t("%d. " % k)
        k += 1
        d.w("Adult Protective Services report filed, case number {ca}; assigned worker {wk}, {ph}.\n", x,
            ca=P("IDNUM", ids.case_no(r, c.d0.year)), wk=P("FAMILY", r.choice(pools.FEMALE) + " " + r.choice(pools.SURNAMES)),
            ph=P("PHONE", ids.phone(r)))
    if r.random() < 0.4:
        d.t("%d. " % k)
        k += 1
        d.w("Provided resources for {agency}; {Pt} is connected with {church}.\n", x)
    if r.random() < 0.35:
        d.t("%d. " % k)
        k += 1
        d.w("Social Security number {ssn} confirmed for the Medicaid application.\n", x)
    if r.random() < 0.25:
        d.t("%d. " % k)
        k += 1
        d.w("Patient checks in at the dialysis unit by palm-vein scan (biometric ID {b}).\n", b=P("BIOID", ids.bioid(r)))
    d.t("Will continue to follow. " + r.choice(["The team may bill for the extended visit.", "Patient hopes to return home.", "Discussed at rounds."]) + "\n\n")
    common.signoff(d, c, x, role, when=day)


# ------------------------------------------------------------------ outpatient / telephone
def outpt(d, c, x, sc, layout):
    r = c.rng
    T = c.terse
    vday = c.d1 + dt.timedelta(days=r.randint(5, 30))
    pcp = c.staff("pcp")
    if layout == "telephone":
        rn = c.staff("rn")
        caller = c.fam[0]
        if T:
            d.w("tel enc {dd} {t}\n", dd=ids.D(vday, r.choice(["md", "wd_md", "mdy2"])), t=hm4(r))
            d.w("{ptplain} dob {dob} mrn {mrn}\n", x)
            d.t("caller: ")
            d.add(c.fam_ref(caller))
            d.w(", cb {ph}\n", ph=P("PHONE", caller.phone))
            d.w("re: f/u after {hosp} adm {adm}-{dc} for " + sc["dxt"] + ".\n", x)
            d.t(r.choice(["pt more sob since ", "pt dizzy since ", "pt w/ loose stools since ", "pt ran out of meds on "]))
            d.add(ids.D(vday - dt.timedelta(days=r.randint(1, 3)), r.choice(["wd", "md"])))
            d.t(". " + clin.vitals(c, True, sick=False) + " per home cuff.\n")
            d.t("meds reviewed: " + ", ".join(m.lower() for m in clin.pick(r, clin.HOME_MEDS, 4)) + "\n")
            d.t("screen: " + r.choice(["no cp, no fever, eating ok", "no fever, dizzy on standing", "wt up 3 lb/2d, ankles more swollen"]) + "\n")
            d.w("labs:\n")
            clin.lab_lines(d, c, sc, [c.d1, vday], True)
            d.w("advice: " + r.choice(["to ed if worse", "hold lasix x1 day, recheck wt", "ok to resume meds", "rx sent to {pharmacy}"]) + "\n", x)
            d.t("routed to ")
            d.add(c.doc(pcp, "dr"))
            d.w(", appt {dd} @ {clinic}\n", x, dd=ids.D(vday + dt.timedelta(days=r.randint(1, 7)), r.choice(["wd_md", "md", "wd"])))
            d.add(c.doc(rn, "first"))
            d.w(" rn / {u}\n", u=P("USERNAME", rn.user))
            t2 = vday + dt.timedelta(days=r.choice([0, 1]))
            d.w("\naddendum {dd} {t}: " + r.choice(["lvm for {fn} at {ph} w/ dr recs", "spoke w/ {fn} {ph}, recs given, verbalized understanding",
                                                   "{fn} called back {ph}, pt improving"]) + ". ", dd=ids.D(t2, "md"), t=hm4(r),
                fn=P("FAMILY", caller.first), ph=P("PHONE", caller.phone))
            d.w(r.choice(["{ph2} ({phm}) called re refill, faxed to {fax}.", "pa for apixaban submitted, ref # {ref}.",
                          "pt asked for portal reset - {u}."]) + "\n", ph2=x["pharmacy"], phm="pharmacy",
                fax=P("FAX", ids.phone(r, style=1)), ref=P("IDNUM", ids.digits(r, 9)), u=P("URL", ids.url(r, "portal")))
            d.add(c.doc(c.staff("rn", 1), "full_cred"))
            d.t("\n")
            return
        d.w("TELEPHONE ENCOUNTER - {clinic}\n", x)
        d.w("Date/Time: {dd} {t}\n", dd=ids.D(vday, r.choice(["mdy", "wd_long"])), t=hm(r))
        d.w("Patient: {ptplain}   DOB: {dob}   MRN: {mrn}\n", x)
        d.t("Caller: ")
        d.add(c.fam_ref(caller, "full"))
        d.w("    Callback: {ph}\n\n", ph=P("PHONE", caller.phone))
        d.w("Reason for call: Follow-up after hospitalization at {hospname} from {adm} to {dc} for " + sc["dx"] + ". ", x)
        d.t(r.choice(["Caller reports increased shortness of breath since ", "Caller reports dizziness when standing since ",
                      "Caller states the patient ran out of medications on "]))
        d.add(ids.D(vday - dt.timedelta(days=r.randint(1, 3)), r.choice(["wd", "long", "md"])))
        d.t(". Home readings: " + clin.vitals(c, False, sick=False) + ".\n")
        d.t("Current medications reviewed with caller: " + "; ".join(clin.pick(r, clin.HOME_MEDS, 4)) + ".\n")
        d.t("Symptom screen: " + r.choice(["no chest pain, no fever, eating and drinking", "no fever; mild dizziness on standing",
                                          "weight up 3 lb in 2 days, ankles more swollen"]) + ".\n")
        d.t("Recent results:\n")
        clin.lab_lines(d, c, sc, [c.d1, vday], False)
        if r.random() < 0.4:
            d.w("Message also received via patient portal from IP {ip}.\n", ip=P("IPADDR", ids.ipaddr(r)))
        d.w("Advice given: " + r.choice(["Go to the emergency department if symptoms worsen.", "Hold furosemide for one day and recheck weight.",
                                         "Prescription sent to {pharmacy}."]) + "\n", x)
        d.t("Routed to ")
        d.add(c.doc(pcp, "dr_full"))
        d.w(" for review. Appointment scheduled {dd}.\n\n", dd=ids.D(vday + dt.timedelta(days=r.randint(1, 7)), r.choice(["wd_long", "mdy", "wd_md"])))
        d.add(c.doc(rn, "full_cred"))
        d.w(" ({u})\n", u=P("USERNAME", rn.user))
        t2 = vday + dt.timedelta(days=r.choice([0, 1]))
        d.w("\nAddendum {dd} {t}: " + r.choice(["Left a voicemail for {fn} at {ph} with the physician's recommendations.",
                                                "Spoke with {fn} at {ph}; recommendations given and understanding verbalized.",
                                                "{fn} called back at {ph}; the patient is improving."]) + " ", dd=ids.D(t2, "mdy"), t=hm(r),
            fn=P("FAMILY", caller.first), ph=P("PHONE", caller.phone))
        d.w(r.choice(["{ph2} called regarding a refill; prescription faxed to {fax}.", "Prior authorization for apixaban submitted, reference {ref}.",
                      "Patient requested a portal password reset ({u})."]) + "\n", ph2=x["pharmacy"],
            fax=P("FAX", ids.phone(r, style=1)), ref=P("IDNUM", ids.digits(r, 9)), u=P("URL", ids.url(r, "portal")))
        d.add(c.doc(c.staff("rn", 1), "full_cred"))
        d.t("\n")
        return
    if layout == "telehealth":
        ip = P("IPADDR", ids.ipaddr(r))
        if T:
            d.w("video visit {dd} - {clinic}\n", x, dd=ids.D(vday, r.choice(["md", "wd_md"])))
            d.w("{ptplain}, ", x)
            d.add(common.age_phrase(c, x)[0])
            d.w(", mrn {mrn}\n", x)
            d.w("link {u}, pt at home in {city}, {st}; connected from ip {ip}. {fam0} helped w/ tablet.\n", x,
                u=P("URL", ids.url(r, "video")), ip=ip)
        else:
            d.w("TELEHEALTH VISIT - {clinic}\nDate: {dd}\n", x, dd=ids.D(vday, r.choice(["mdy", "long"])))
            d.w("Patient: {ptfull} (MRN {mrn})\n", x)
            d.w("Visit conducted by secure video ({u}). Patient located at home in {city}, {stname}; provider at clinic. Session IP {ip}. {Fam0} assisted with the connection. Verbal consent obtained.\n\n",
                x, u=P("URL", ids.url(r, "video")), ip=ip)
    else:
        if T:
            d.w("{clinic} f/u {dd}\n", x, dd=ids.D(vday, r.choice(["md", "wd_md", "mdy2"])))
            d.w("{ptfull} ", x)
            d.add(common.age_phrase(c, x)[0])
            d.w(" mrn {mrn} ins {insurer} {member}\n", x)
        else:
            common.header(d, c, x, "Clinic Follow-up Visit")
            d.w("Visit date: {dd}\nClinic: {clinic}\nProvider: ", x, dd=ids.D(vday, r.choice(["mdy", "long", "wd_long"])))
            d.add(c.doc(pcp, "full_cred"))
            d.w("\nInsurance: {insurer}, member {member}\n\n", x)
    if T:
        d.w("s: hosp f/u, adm {hosp} {adm} - {dc} for " + sc["dxt"] + ". ", x)
        d.t(r.choice(["feels better.", "still fatigued.", "wt stable.", "c/o ankle swelling."]) + " ")
        d.add(c.fam_ref(c.fam[0]))
        d.t(r.choice([" helps w/ meds.", " w/ pt today.", " manages pillbox."]) + "\n")
        d.t("pmh: ")
        clin.pmh_list(d, c, True, 3)
        if r.random() < 0.6:
            common.social(d, c, x)
        d.t("ros: " + r.choice(["no cp, no sob, no le swelling", "+ fatigue, no f/c", "neg except above", "mild doe, no pnd/orthopnea"]) + "\n")
        d.t("meds: " + ", ".join(m.lower() for m in clin.pick(r, clin.HOME_MEDS, 4)) + "\n")
        d.t("o: " + clin.vitals(c, True, sick=False) + "\n")
        if layout != "telehealth":
            d.t(r.choice(["lungs ctab, rrr, no edema", "incision c/d/i, no erythema", "mild 1+ le edema", "gait steady w/ cane"]) + "\n")
        clin.lab_lines(d, c, sc, [c.d1, vday], True)
        d.t("a/p:\n- " + sc["dxt"] + " " + sc["icd"][0][0].lower() + ": " + r.choice(["improving", "stable", "needs titration"]) + "\n")
        clin.chronic_plan(d, c, True, r.randint(2, 3), bullet="- ")
        d.t("- " + clin.negs(c, True, 2) + "\n")
        d.w("- refills sent to {pharmacy}", x)
        if r.random() < 0.5:
            d.w(" (prescriber dea {dea})", dea=P("LICENSE", ids.dea(r)))
        d.t("\n")
        if r.random() < 0.5:
            d.w("- portal: {u}; pt email {email}\n", x, u=P("URL", ids.url(r, "portal")))
        d.w("- hcm: colonoscopy {y1}, flu vax today, pneumovax {y2}, mammo/psa per age\n",
            y1=ids.D(dt.date(vday.year - r.randint(1, 9), 1, 1), "y"), y2=ids.D(dt.date(vday.year - r.randint(1, 5), r.randint(1, 12), 1), r.choice(["y", "my"])))
        d.w("- rtc {dd} or prn\n", dd=ids.D(vday + dt.timedelta(days=r.choice([14, 28, 42, 90])), r.choice(["md", "wd_md", "my"])))
        if r.random() < 0.3:
            d.w("- note for work ({employer}) given, ok to return {dd}\n", x, dd=ids.D(vday + dt.timedelta(days=r.randint(3, 14)), "wd_md"))
        common.signoff(d, c, x, "pcp", when=vday)
        return
    d.w("SUBJECTIVE: {Pt} returns for hospital follow-up after admission to {hosp} ({adm} to {dc}) for " + sc["dx"] + ". ", x)
    d.t(r.choice(["Feels much better.", "Still fatigued but improving.", "Reports mild ankle swelling.", "Weight stable on home scale."]) + " ")
    d.add(c.fam_ref(c.fam[0], cap=True))
    d.t(r.choice([" accompanies the patient and manages the pillbox.", " helps with medications.", " joined the visit."]) + "\n\n")
    d.t("Review of systems: " + r.choice(["Denies chest pain, dyspnea or leg swelling.", "Positive for fatigue; denies fever or chills.",
                                          "Negative except as above.", "Mild exertional dyspnea; no orthopnea or PND."]) + "\n")
    d.t("Current medications: " + "; ".join(clin.pick(r, clin.HOME_MEDS, 5)) + ".\n\n")
    d.t("OBJECTIVE: " + clin.vitals(c, False, sick=False) + "\n")
    if layout != "telehealth":
        d.t("Exam: " + r.choice(["Lungs clear, regular rhythm, no edema.", "Incision clean, dry and intact without erythema.",
                                 "Trace bilateral ankle edema.", "Gait steady with a cane."]) + "\n")
    d.t("Interval results:\n")
    clin.lab_lines(d, c, sc, [c.d1, vday], False)
    d.t(clin.negs(c, False, 2) + "\n\nASSESSMENT AND PLAN:\n")
    d.t("1. " + sc["dx"][0].upper() + sc["dx"][1:] + " (" + sc["icd"][0][0] + "): " + r.choice(["improving", "stable", "requires titration"]) + ".\n")
    clin.chronic_plan(d, c, False, r.randint(2, 3), bullet="- ")
    d.w("2. Medications reconciled; refills sent to {pharmacy}.", x)
    if r.random() < 0.5:
        d.w(" Prescriber DEA {dea}, NPI {npi}.", dea=P("LICENSE", ids.dea(r)), npi=P("LICENSE", ids.npi(r)))
    d.t("\n")
    if r.random() < 0.5:
        d.w("3. Patient portal: {u}. Preferred contact {email}.\n", x, u=P("URL", ids.url(r, "portal")))
    if r.random() < 0.3:
        d.w("4. Work note provided for {employer}; may return on {dd}.\n", x, dd=ids.D(vday + dt.timedelta(days=r.randint(3, 14)), "wd_long"))
    d.w("Health maintenance: colonoscopy {y1}; influenza vaccine given today; pneumococcal vaccine {y2}.\n",
        y1=ids.D(dt.date(vday.year - r.randint(1, 9), 1, 1), "y"), y2=ids.D(dt.date(vday.year - r.randint(1, 5), r.randint(1, 12), 1), r.choice(["y", "my"])))
    d.w("Return visit: {dd}.\n\n", dd=ids.D(vday + dt.timedelta(days=r.choice([14, 28, 42, 90])), r.choice(["mdy", "my", "long"])))
    common.signoff(d, c, x, "pcp", when=vday)
