"""Genres: office procedure note; surgical consent and pre-op checklist."""
import core
import clin
import ctxmod
import persona
import pools
from core import P, pick, chance, wpick, fdate
from ctxmod import fill

OFFICE = {"derm": ["cryo", "shave", "punch", "excision", "ilk"],
          "eye": ["ivi", "chalazion", "slt", "plugs"],
          "ent": ["itd", "cerumen", "fna", "endo", "scope", "epley", "scit"]}
BIOPSY_KEYS = ("bcc", "scc", "nevus")

PROC_NAME = {
    "cryo": "Destruction of premalignant/benign lesions, liquid nitrogen cryotherapy",
    "shave": "Shave biopsy, skin, single lesion",
    "punch": "Punch biopsy, skin",
    "excision": "Excision, malignant lesion, w/ intermediate layered closure",
    "ilk": "Intralesional injection, triamcinolone (ILK)",
    "ivi": "Intravitreal injection of pharmacologic agent",
    "chalazion": "Incision and curettage of chalazion",
    "slt": "Selective laser trabeculoplasty (SLT)",
    "plugs": "Punctal occlusion with plugs, lower lids",
    "itd": "Intratympanic steroid injection",
    "cerumen": "Removal impacted cerumen w/ instrumentation, binocular microscopy",
    "fna": "Fine needle aspiration, thyroid, ultrasound guided",
    "endo": "Nasal/sinus endoscopy, diagnostic, w/ debridement",
    "scope": "Flexible fiberoptic laryngoscopy",
    "epley": "Canalith repositioning (Epley)",
    "scit": "Allergen immunotherapy injection (SCIT), build-up phase",
}
SITES = ["L upper back", "R forearm, dorsal", "R nasal ala", "L temple", "scalp, vertex",
         "R shin", "L cheek", "central chest", "R helix", "L posterior shoulder", "upper lip, L",
         "R dorsal hand"]

DESC = {
    "cryo": "Each lesion treated w/ LN2 spray, 2 freeze-thaw cycles, 1-2 mm halo. {n} lesions total. Pt tolerated well.",
    "shave": "Area prepped w/ alcohol, anesthetized w/ 1% lidocaine w/ epi 1:100,000 (1.0 mL). Deep shave w/ DermaBlade to mid dermis. Hemostasis w/ aluminum chloride. Vaseline + bandage.",
    "punch": "Prepped w/ chlorhexidine, 1% lido w/ epi 2 mL. 4 mm punch to subcut fat, specimen removed w/ forceps/iris scissors. Closed w/ 4-0 nylon x 2 simple interrupted.",
    "excision": "Marked ellipse w/ 4 mm margins, 3:1 ratio, final defect 2.6 x 1.1 cm. Undermined. Deep 4-0 Monocryl buried vertical mattress x 3, epidermis 5-0 Prolene running. Final length 3.4 cm.",
    "ilk": "Triamcinolone acetonide 10 mg/mL diluted w/ NS, injected w/ 30g needle into dermis, total {n} x 0.1 mL. No atrophy from prior injections.",
    "ivi": "Proparacaine, 5% povidone-iodine to lashes/lids and conj, lid speculum. Injection 4.0 mm post. to limbus inferotemporally w/ 30g needle. Optic nerve perfused, CF vision confirmed. IOP post 19 mmHg. Speculum removed, eye rinsed.",
    "chalazion": "Tetracaine + 2% lido w/ epi 1 mL subcut. Chalazion clamp, vertical incision on conjunctival side, contents curetted, walls excised. Hemostasis w/ pressure. Erythromycin oint.",
    "slt": "Apraclonidine 1% pre-tx. Latina lens. 100 spots 360 deg, 0.8-1.0 mJ, 400 um, 3 ns. IOP 1 h post 16 mmHg.",
    "plugs": "Puncta sized w/ gauge (0.5 mm). Silicone plugs inserted RLL and LLL. Good position, no discomfort.",
    "itd": "Phenol to R TM anterior-superior, 25g spinal needle, dexamethasone 10 mg/mL 0.5 mL into middle ear under microscopy. Pt supine, head turned 45 deg x 30 min, instructed not to swallow.",
    "cerumen": "Bilateral cerumen removed w/ curette, alligator forceps and #5 suction. TMs intact, no trauma. Hearing subjectively improved.",
    "fna": "Neck prepped, 1% lido. Under US guidance, 25g needle x 4 passes into R lobe nodule. Slides fixed, ThinPrep. Pressure held 10 min.",
    "endo": "Topical oxymetazoline/lidocaine. 0 deg rigid endoscope. Crusting and mucopus L middle meatus debrided w/ suction; culture sent. No synechiae.",
    "scope": "Afrin/pontocaine spray. Flexible scope via R nasal cavity. NP clear, BOT/vallecula clear, epiglottis sharp, TVF mobile bilat, findings as above.",
    "epley": "R Dix-Hallpike confirmed, then Epley sequence with 30-60 s per position x 2 cycles. Post test negative.",
    "scit": "Peak flow pre 420 L/min. Vial A (mite/tree/grass) 1:100, 0.15 mL SC L posterior arm; vial B (cat) 0.15 mL SC R arm. Observed 30 min: 8 mm wheal L, no systemic rxn. Peak flow post 430.",
}


ANES = {"cryo": ["none"], "shave": ["1% lidocaine w/ epi", "local as below"],
        "punch": ["1% lidocaine w/ epi", "local as below"],
        "excision": ["1% lidocaine w/ epi 1:100,000, 0.25% bupivacaine"],
        "ilk": ["none", "EMLA 60 min prior", "ice"], "ivi": ["topical proparacaine + lidocaine gel"],
        "chalazion": ["tetracaine + local infiltration"], "slt": ["topical proparacaine"],
        "plugs": ["topical proparacaine"], "itd": ["topical phenol"], "cerumen": ["none"],
        "fna": ["1% lidocaine"], "endo": ["topical oxymetazoline/lidocaine"], "scit": ["none"],
        "scope": ["topical oxymetazoline/pontocaine"], "epley": ["none"]}
POST = {"derm": ["wound care handout given; suture removal 10-14 d.",
                 "vaseline + bandage daily until healed; may blister after LN2.",
                 "results typically 1-2 wks; will call or post to portal."],
        "eye": ["call for pain, decreased vision, redness, light sensitivity.",
                "no eye rubbing, no swimming x 3 d; resume drops.",
                "IOP check 1 wk."],
        "ent": ["avoid water in ear 1 wk.", "ice prn, acetaminophen prn.",
                "results typically 1-2 wks; will call or post to portal.",
                "call for dizziness, fever, drainage."]}


def procedure(rng, ctx):
    o = ctx["_obj"]
    pt, spec, clinic, visit, prob = o["pt"], o["spec"], o["clinic"], o["visit"], o["prob"]
    if prob["proc"] not in OFFICE[spec]:
        prob = pick(rng, [p for p in clin.BY_SPEC[spec] if p["proc"] in OFFICE[spec]])
        o["prob"] = prob
    kind = prob["proc"]
    if prob["key"] in BIOPSY_KEYS:
        kind = pick(rng, ["shave", "punch", "excision"])
    nb = core.NB()
    nb.t(pick(rng, ["PROCEDURE NOTE\n", "Procedure Note - " + pick(rng, clin.SPEC_WORD[spec]) + "\n",
                    "OFFICE PROCEDURE\n"]))
    if chance(rng, 0.5):
        nb.f("{c}\n", ctx, c=clinic.hosp())
    ctxmod.pt_header(nb, ctx)
    nb.t("\nProcedure: " + PROC_NAME[kind] + "\n")
    site = pick(rng, SITES)
    if spec == "derm":
        nb.t("Site: " + site + "\n")
    elif spec == "eye":
        nb.t("Eye: " + pick(rng, ["OD", "OS", "right", "left"]) + "\n")
    nb.f("Location: {r}\n", ctx, r=clinic.room())
    nb.t("Dx: " + prob["dx"] + " (" + prob["icd"] + ")\n")
    nb.f("Performed by: {d}", ctx, d=ctx["doc"]())
    if chance(rng, 0.75):
        nb.f("   Assisted by: {s}", ctx, s=ctx["staff"]())
    nb.t("\n")
    if pt.age < 18:
        nb.f("Consent: risks/benefits/alternatives reviewed w/ pt and {rel} {f}; {rel} signed "
             "written consent.\n", ctx, rel=o["fam"].rel, f=o["fam"].name("full"))
    else:
        nb.t("Consent: " + pick(rng, [
            "Risks incl bleeding, infection, scarring, recurrence, nerve injury discussed; written consent obtained.",
            "verbal and written consent obtained after discussion of R/B/A.",
            "Pt consented; risks incl endophthalmitis, RD, IOP rise, hemorrhage reviewed." if spec == "eye"
            else "Pt consented, all questions answered."]) + "\n")
    nb.f("Time-out at " + core.ftime(rng) + " w/ {s}: pt identified by name and DOB ({dob}), "
         "site/side confirmed.\n", ctx, s=ctx["staff"]())
    nb.t("Anesthesia: " + pick(rng, ANES[kind]) + "\n")
    nb.t("Description: ")
    fill(nb, ctx, DESC[kind])
    nb.t("\n")
    if kind in ("shave", "punch", "excision", "fna", "endo"):
        lab = persona.clinic_name(rng, "path")
        nb.f("Specimen: A - {site}, to {lab}. Specimen ID {sid}; Req # {req}\n", ctx,
             site=site if spec == "derm" else "per procedure",
             lab=P(lab, "HOSPITAL"), sid=P(core.accession(rng, visit.year % 100), "IDNUM"),
             req=P(core.digits(rng, 8), "IDNUM"))
    if kind == "ivi":
        drug = pick(rng, ["aflibercept 2 mg/0.05 mL", "bevacizumab 1.25 mg/0.05 mL",
                          "ranibizumab 0.5 mg/0.05 mL", "faricimab 6 mg/0.05 mL"])
        nb.t("Medication: " + drug + ". Injection #%d this eye.\n" % rng.randint(1, 40))
    if kind == "ilk" and chance(rng, 0.5):
        nb.t("Total triamcinolone: %.1f mg.\n" % (rng.randint(4, 40) / 2.0))
    nb.t("EBL: minimal. Complications: none. Pt tolerated well.\n")
    nb.t("Post-procedure: " + pick(rng, POST[spec]) + "\n")
    if chance(rng, 0.5):
        nb.f("After-hours line: {p}\n", ctx, p=ctx["clinic_phone"]())
    if chance(rng, 0.4):
        nb.f("Next appt: {d}\n", ctx, d=ctx["d_next"]())
    ctxmod.signoff(nb, ctx)
    return nb


OR_PROC = {
    "eye": [("Phacoemulsification cataract extraction with posterior chamber IOL, {side} eye", "iol"),
            ("Bilateral upper eyelid blepharoplasty", None),
            ("Trabeculectomy with mitomycin C, {side} eye", None)],
    "ent": [("Septoplasty with bilateral inferior turbinate reduction", None),
            ("Bilateral functional endoscopic sinus surgery (FESS) w/ image guidance", None),
            ("Tonsillectomy", None),
            ("Bilateral myringotomy with tympanostomy tube placement", None),
            ("R thyroid lobectomy", None),
            ("Right tympanoplasty", None)],
    "derm": [("Mohs micrographic surgery, {site}, with repair", None),
             ("Wide local excision melanoma, {site}, 1 cm margins", None),
             ("Excision of hidradenitis, bilateral axillae, with flap closure", None)],
}
RISKS = {"eye": "infection, bleeding, retinal detachment, need for further surgery, loss of vision, dislocation of lens implant, glasses still needed",
         "ent": "bleeding, infection, anesthesia risks, septal perforation, CSF leak, change in smell or voice, need for revision",
         "derm": "bleeding, infection, scarring, nerve damage with numbness or weakness, recurrence, need for additional surgery"}


PROC_RISKS = [("Phaco", RISKS["eye"]),
              ("blepharoplasty", "bleeding, infection, asymmetry, dry eye, difficulty closing the eyes, bleeding behind the eye with vision loss (rare)"),
              ("Trabeculectomy", "infection, bleeding, eye pressure too low or too high, cataract, loss of vision"),
              ("Septoplasty", "bleeding, infection, septal perforation, numbness of upper teeth, persistent obstruction, need for revision"),
              ("FESS", "bleeding, infection, CSF leak, injury to the eye or vision, change in smell, need for revision"),
              ("Tonsillectomy", "bleeding including delayed bleeding up to 2 weeks, pain, dehydration, dental injury, anesthesia risks"),
              ("myringotomy", "persistent drainage, perforation of the eardrum, early tube extrusion, need for repeat tubes"),
              ("thyroid", "hoarseness from nerve injury, low calcium, bleeding, scar, need for further surgery"),
              ("tympanoplasty", "hearing loss, dizziness, taste change, facial nerve injury, graft failure")]


def consent_preop(rng, ctx):
    o = ctx["_obj"]
    pt, spec, clinic, visit = o["pt"], o["spec"], o["clinic"], o["visit"]
    asc = persona.clinic_name(rng, "hosp")
    surg = core.add_days(visit, rng.randint(3, 40))
    proc, extra = pick(rng, OR_PROC[spec])
    side = pick(rng, ["right", "left"])
    proc = proc.replace("{side}", side).replace("{site}", pick(rng, SITES))
    nb = core.NB()
    nb.f("{a}\n", ctx, a=P(asc, "HOSPITAL"))
    if chance(rng, 0.5):
        a = persona.Address(rng, city=(clinic.addr.city, clinic.addr.st, clinic.addr.state,
                                       clinic.addr.zip[:3]), suite=False, unit_p=0)
        nb.add(a.seg("one"))
        nb.t("\n")
    nb.t(pick(rng, ["INFORMED CONSENT FOR SURGICAL/INVASIVE PROCEDURE\n",
                    "CONSENT TO OPERATION AND ANESTHESIA\n", "Surgical Consent\n"]))
    nb.f("Patient: {a}   DOB: {dob}   MRN: {mrn}\n", ctx, a=ctx["pt_lf"]())
    nb.f("\n1. I, {p}, authorize {d} and assistants selected by the surgeon to perform:\n   {pr}\n"
         "   scheduled for {sd}.\n", ctx, p=pt.name(pick(rng, ["full", "full_mi"])),
         d=o["doc"].name(pick(rng, ["dr_full", "dr_last"])), pr=proc,
         sd=P(fdate(rng, surg, pick(rng, ["long", "mdy", "wk_long", "wk_mdy"])), "DATE"))
    risks = RISKS[spec]
    for k, v in PROC_RISKS:
        if k in proc:
            risks = v
            break
    nb.t("2. The nature, purpose, risks (including " + risks +
         "), benefits and alternatives, including no treatment, have been explained to me.\n")
    anes = {"eye": ["MAC/topical", "local w/ sedation", "retrobulbar block w/ MAC"],
            "ent": ["general", "general"], "derm": ["local", "local w/ oral sedation"]}[spec]
    if "blepharoplasty" in proc:
        anes = ["local w/ sedation"]
    nb.t("3. I consent to anesthesia as needed (" + pick(rng, anes) + ").\n")
    nb.t("4. Tissue removed may be examined and disposed of per policy.\n")
    if chance(rng, 0.3):
        interp = persona.Person(rng, typ="DOCTOR")
        nb.f("Interpreter used: " + pick(rng, pools.LANGS) + " - {i}, ID# {iid}\n", ctx,
             i=interp.name("full"), iid=P(core.digits(rng, 6), "IDNUM"))
    if pt.age < 18:
        nb.f("Signature of parent/guardian: {f} ({rel})   Date: {dt}\n", ctx,
             f=o["fam"].name("full"), rel=o["fam"].rel, dt=ctx["visit"]())
    else:
        nb.f("Patient signature: /s/ {p}   Date: {dt}  Time: " + core.ftime(rng) + "\n", ctx,
             p=pt.name("full"), dt=ctx["visit"]())
    nb.f("Witness: {w}   Physician: {d}\n", ctx, w=ctx["staff"](),
         d=o["doc"].name(pick(rng, ["full_cred", "init_cred"])))
    # ---- checklist
    nb.t("\n" + pick(rng, ["PRE-OPERATIVE CHECKLIST", "PRE-OP CHECKLIST (RN)",
                           "Pre-procedure Verification Checklist"]) + "\n")
    arr_h = rng.randint(5, 11)
    nb.f("Surgery date: {sd}   Arrival " + core.ftime(rng, h=arr_h) +
         "   Pre-op {bay}\n", ctx, sd=P(fdate(rng, surg, pick(rng, ["mdy", "wk_md", "mdy_np"])),
                                      "DATE"),
         bay=[pick(rng, ["Bay ", "Bed ", "Room "]), P(str(rng.randint(1, 14)), "LOCATION_OTHER")])
    bx = pick(rng, ["[x]", "[X]", "(Y)", "yes -"])
    nb.f(bx + " ID band verified: name/DOB/MRN {mrn}\n", ctx)
    if chance(rng, 0.35):
        nb.f(bx + " Biometric check-in (palm vein) ID {b} matched\n", ctx,
             b=P(core.bioid(rng), "BIOID"))
    h_and_p = core.add_days(surg, -rng.randint(3, 28))
    pcp = persona.Clinician(rng, "derm")
    nb.f(bx + " H&P dated {d} by {pcp}\n", ctx, d=P(fdate(rng, h_and_p), "DATE"),
         pcp=pcp.name(pick(rng, ["dr_last", "full_cred"])))
    nb.f(bx + " Labs {d}: K %.1f, Cr %.2f, Glu %d, INR %.1f%s\n" % (
        rng.randint(34, 52) / 10.0, rng.randint(55, 160) / 100.0, rng.randint(80, 240),
        rng.randint(9, 13) / 10.0, pick(rng, ["", ", Hgb 12.8", ", EKG NSR", ", hCG neg"])),
        ctx, d=P(fdate(rng, h_and_p), "DATE"))
    nb.f(bx + " NPO after midnight; last clear liquids " + core.ftime(rng, h=rng.randint(4, 6)) +
         "\n", ctx)
    nb.t(bx + " Allergies reviewed: " + pick(rng, clin.ALLERGIES) + "\n")
    if chance(rng, 0.5) and pt.age > 40:
        nb.f(bx + " Anticoagulant: " + pick(rng, ["apixaban", "clopidogrel", "warfarin",
                                                  "aspirin 81"]) +
             " - last dose {d}\n", ctx, d=P(fdate(rng, core.add_days(surg, -rng.randint(1, 5)),
                                                  pick(rng, ["md", "mdy", "wk_md"])), "DATE"))
    if chance(rng, 0.4):
        nb.f(bx + " Implanted device: " + pick(rng, ["dual-chamber pacemaker", "ICD",
                                                     "spinal cord stimulator", "insulin pump",
                                                     "cochlear implant R"]) +
             ", SN {sn}; rep notified {ph}\n", ctx, sn=P(core.device_sn(rng), "DEVICE"),
             ph=P(core.fphone(rng), "PHONE"))
    if extra == "iol":
        nb.f(bx + " IOL: " + pick(rng, ["SN60WF", "ZCB00", "CNA0T0", "MX60"]) +
             " +%.1f D, serial {sn} - verified w/ surgeon\n" % (rng.randint(30, 52) / 2.0),
             ctx, sn=P(core.device_sn(rng, pick(rng, [2, 1])), "DEVICE"))
    nb.t(bx + " Site marked: " + (side if spec == "eye" else "per surgeon") + "\n")
    if chance(rng, 0.4):
        nb.f(bx + " Hearing aids/glasses/dentures: " + pick(rng, ["HA L/R to family",
                                                                  "glasses in bag",
                                                                  "upper denture removed"]) + "\n",
             ctx)
    fam = o["fam"]
    k = rng.randrange(3)
    if k == 0:
        nb.f(bx + " Driver/responsible adult: {rel} {f}, {ph}; vehicle plate {pl}\n", ctx,
             rel=fam.rel, f=fam.name("full"), ph=P(fam.phone, "PHONE"),
             pl=P(core.plate(rng), "VEHICLE"))
    elif k == 1:
        nb.f(bx + " Ride home: {f} ({rel}) cell {ph}, waiting in lot - " +
             pick(rng, ["gray SUV", "red pickup", "white sedan", "blue minivan"]) +
             " {pl}\n", ctx, rel=fam.rel, f=fam.name("first"), ph=P(fam.phone, "PHONE"),
             pl=P(core.plate(rng), "VEHICLE"))
    else:
        nb.f(bx + " Escort: {f}  Tel {ph}\n", ctx, f=fam.name("full"), ph=P(fam.phone, "PHONE"))
    nb.f("Pre-op RN: {s}  {dt} " + core.ftime(rng, h=arr_h + 1) + "\n", ctx,
         s=[pick(rng, clinic.staff).name(pick(rng, ["full", "first"])), ", RN"],
         dt=P(fdate(rng, surg, "mdy"), "DATE"))
    return nb
