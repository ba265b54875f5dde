"""Genres: haematology phone results call, bone marrow biopsy procedure note, red cell antibody investigation."""
import pools as PL
from common import age_phrase, fill
from parts import banner, staff_sig, location_items

LABS = ["Northway Community Lab", "Prairie Diagnostic Patient Service Centre", "Harbourside Lab Draw Site",
        "Meridian Outpatient Laboratory", "Summit Lab Services - Eastgate"]

CALL_RESULTS = [
    ("CBC", lambda c, r: ["WBC %s" % c.wbc(r.uniform(1.1, 14)), "Hb %s" % c.hb(r.uniform(6.9, 13.5)),
                          "plt %s" % c.plt(r.randint(9, 610)), "ANC %.1f" % r.uniform(0.2, 9)]),
    ("iron studies", lambda c, r: ["ferritin %s" % c.ferr(r.randint(3, 900)), "TSAT %d%%" % r.randint(4, 60),
                                   "Hb %s" % c.hb(r.uniform(8, 14))]),
    ("INR", lambda c, r: ["INR %.1f" % r.uniform(1.3, 6.8)]),
    ("JAK2 V617F", lambda c, r: ["JAK2 V617F detected, VAF %d%%" % r.randint(3, 80), "plt %s" % c.plt(r.randint(420, 1100))]),
    ("BCR-ABL1 PCR", lambda c, r: ["BCR-ABL1 (IS) %.3f%%" % r.uniform(0.001, 1.2), "MMR %s" % r.choice(["achieved", "maintained", "lost"])]),
    ("SPEP/FLC", lambda c, r: ["M-spike %.1f g/dL" % r.uniform(0.2, 3.1), "kappa/lambda ratio %.1f" % r.uniform(0.3, 48)]),
    ("B12/folate", lambda c, r: ["B12 %d pg/mL" % r.randint(90, 900), "folate %.1f ng/mL" % r.uniform(2, 20)]),
    ("hemolysis panel", lambda c, r: ["LDH %d U/L" % r.randint(180, 1400), "haptoglobin <0.1 g/L", "DAT %s" % r.choice(["neg", "IgG 2+"])]),
    ("anti-Xa level", lambda c, r: ["anti-Xa %.2f IU/mL (4 h post dose)" % r.uniform(0.2, 1.6)]),
    ("CBC + smear", lambda c, r: ["WBC %s with %d%% blasts" % (c.wbc(r.uniform(2, 60)), r.randint(2, 40)), "Hb %s" % c.hb(r.uniform(6, 11))]),
]


def phone_call(ctx, n):
    r = ctx.rng
    caller = ctx.staff(r.choice(["rn", "rn", "md", "np"]))
    md = ctx.staff("md")
    n.ln((ctx.hosp, "HOSPITAL"), " - ", r.choice(["Hematology Clinic", "Haematology Outpatients", "Benign Hematology", "Leukemia Clinic"]))
    n.ln(r.choice(["TELEPHONE ENCOUNTER", "Phone Note - Results Call", "TELEPHONE RESULTS NOTIFICATION"]))
    n.ln()
    k = r.randint(0, 2)
    if k == 0:
        banner(ctx, n, acct=False)
    else:
        n.ln(ctx.P(r.choice(["LFM", "Lf", "fl"])), "  |  ", (ctx.mrn, "MRN"), "  |  ", ctx.dob_t(), "  |  ",
             (str(ctx.age), "AGE"), ctx.sex)
    who = r.randint(0, 3)
    n.ln("Call date: ", ctx.d(ctx.enc, r.choice([None, "wd_long", None])), "  %02d:%02d" % (r.randint(8, 17), r.randint(0, 59)),
         "    Direction: ", "inbound (pt called)" if who == 3 else "outbound")
    n.ln("Caller: ", (caller.f(r.choice(["fl", "fml"])), "DOCTOR"), ", ", caller.cred)
    n.ln()
    dx = r.choice(["ITP on eltrombopag", "polycythemia vera on hydroxyurea", "CML on imatinib 400 mg daily",
                   "iron deficiency, s/p IV iron", "VTE on rivaroxaban", "AML in remission, on surveillance",
                   "MGUS, annual follow-up", "chronic neutropenia", "HIT, on fondaparinux", "warm AIHA on prednisone taper"])
    n.ln("Background: ", dx, ". Last seen ", ctx.d(ctx.days(-r.randint(20, 200))), " by Dr. ", (md.f("l"), "DOCTOR"), ".")
    if r.random() < 0.5:
        n.ln("Preferred contact: ", r.choice(["cell", "home", "work"]), " ", ctx.phone(ext=False), r.choice([
            "; OK to leave detailed message.", "; no detailed messages.", "; speaks Spanish - interpreter line used.", ""]))
    test, fn = r.choice(CALL_RESULTS)
    drawn = ctx.days(-r.randint(1, 5))
    n.ln("Reason: ", test, " drawn ", ctx.d(drawn, r.choice([None, "md", "wd_md"])), " at ", (r.choice(LABS), "HOSPITAL"),
         ", ordered by Dr. ", (md.f(r.choice(["l", "fil"])), "DOCTOR"), ".")
    n.ln("Results: ", "; ".join(fn(ctx, r)), ".")
    n.ln()
    num = ctx.phone(ext=False)
    if who == 0:
        n.ln("Called pt at ", num, ". Identity verified with full name and DOB (", ctx.dob_t(r.choice(["us", "iso", "long"]) if ctx.us else None), ").")
        n.ln("Pt: \"", r.choice(["So is that bad? Do I need to come in today?", "I've been more tired than usual, honestly.",
                                  "Okay. Should I still take my pills?", "My gums bled a bit this morning."]), "\"")
        n.ln((caller.f("f"), "DOCTOR"), ": explained results in plain language to ", (ctx.pt.f(r.choice(["nick", "f", "flinit"])), "PATIENT"),
             ", reviewed bleeding/infection precautions.")
    elif who == 1:
        rel, fam = ctx.rel(r.choice(["spouse", "daughter", "son", "mother"]), same_last=0.7)
        n.ln("Called ", num, "; spoke with ", rel, " ", (fam.f(r.choice(["fl", "f"])), "FAMILY"),
             " (listed on release of information signed ", ctx.d(ctx.days(-r.randint(40, 800))), "). ", ctx.pt.title(), " ",
             ctx.P("l"), " was ", r.choice(["at work", "sleeping", "at dialysis", "in the shower"]), ".")
        n.ln(rel.capitalize(), " relayed: ", r.choice(["no fever", "fatigue, no bleeding", "nosebleed yesterday for 20 min",
                                                         "new bruises on shins"]), ". Asked that ", ctx.P("f"), " call back.")
    elif who == 2:
        n.ln("Called ", num, ", no answer. Left HIPAA-compliant voicemail asking pt to call back at " if ctx.us else
             ", no answer. Left generic voicemail (name of clinic only) asking pt to call ", ctx.phone(ext=True), ".")
        n.ln("2nd attempt %02d:%02d - reached pt. Identity confirmed (name, DOB, address " % (r.randint(13, 17), r.randint(0, 59)),
             (ctx.street, "STREET"), ").")
    else:
        n.ln("Pt called in from work (", (r.choice(PL.EMPLOYERS), "ORGANIZATION"), ") asking for results; call-back number ", num, ".")
        n.ln("Verified with DOB and MRN. Pt works as a ", (r.choice(PL.PROFESSIONS), "PROFESSION"), " and asked about time off.")
    n.ln()
    plan = r.randint(0, 4)
    n.add("Plan: ")
    if plan == 0:
        n.add("repeat CBC in 1 week at ", (r.choice(LABS), "HOSPITAL"), "; standing order faxed to ", ctx.fax(), ". ")
    elif plan == 1:
        n.add("ED precautions reviewed (fever >38.3, bleeding, chest pain). Clinic visit moved up to ",
              ctx.d(ctx.days(r.randint(1, 6)), r.choice(["wd_md", "wd_long", None])), " with Dr. ", (md.f("l"), "DOCTOR"), ". ")
    elif plan == 2:
        n.add("dose change sent to ", (r.choice(PL.PHARMACIES), "HOSPITAL"), " (", ctx.phone(ext=False), "); pt to pick up today. ")
    elif plan == 3:
        n.add("message sent via patient portal ", ctx.url(), "; pt enrolled by ", (ctx.uname(caller), "USERNAME"), ". ")
    else:
        n.add("no change; next labs ", ctx.d(ctx.days(r.randint(21, 90)), r.choice(["my", None])), ". ")
    n.ln("Pt verbalized understanding." if who != 2 else "Pt agreed with plan.")
    n.ln("Total call time: ", str(r.randint(4, 25)), " min.")
    n.ln()
    staff_sig(ctx, n, caller, date=ctx.enc, lead=r.choice(["Signed: ", "-- ", "Documented by "]))
    if r.random() < 0.45:
        n.ln("Routed to Dr. ", (md.f(r.choice(["fl", "l"])), "DOCTOR"), " for co-sign.",
             *([" In-basket msg #", ctx.idnum("dddddddd")] if r.random() < 0.5 else []))


BM_IND = ["pancytopenia, evaluate for MDS vs aplastic anemia", "AML, day 28 post-induction restaging",
          "newly diagnosed multiple myeloma, staging", "DLBCL staging", "persistent unexplained thrombocytopenia",
          "suspected CML, confirm chronic phase", "post-allo HSCT day +100 chimerism", "hypereosinophilia work-up",
          "monoclonal B lymphocytosis with cytopenias", "fever of unknown origin, r/o HLH"]


def bm_biopsy(ctx, n):
    r = ctx.rng
    op, fel, rn = ctx.staff("md"), ctx.staff("md"), ctx.staff("rn")
    n.ln((ctx.hosp, "HOSPITAL"), " - Hematology/Oncology Procedure Unit")
    n.ln(r.choice(["PROCEDURE NOTE: BONE MARROW ASPIRATE AND BIOPSY", "Bone Marrow Aspiration & Trephine Biopsy",
                   "BMBx PROCEDURE NOTE"]))
    n.ln()
    banner(ctx, n, acct=r.random() < 0.6)
    if r.random() < 0.35:
        from parts import registration
        registration(ctx, n, emerg=True)
    n.ln("Date: ", ctx.d(ctx.enc), "   Location: Procedure room ", (str(r.randint(1, 6)), "LOCATION_OTHER"))
    n.ln("Operator: ", (op.f(r.choice(["fl", "fml"])), "DOCTOR"), ", ", op.cred, "   Fellow: Dr. ", (fel.f("fl"), "DOCTOR"),
         "   Assist: ", (rn.f(r.choice(["fl", "fil"])), "DOCTOR"), ", ", rn.cred)
    n.ln("Indication: ", r.choice(BM_IND))
    n.ln("Pre-procedure: plt ", ctx.plt(r.randint(6, 320)), ", INR ", "%.1f" % r.uniform(0.9, 1.6), ". ",
         r.choice(["Apixaban held x 48 h.", "No anticoagulants.", "1 unit apheresis PLT given pre-procedure.", "ASA continued."]))
    n.ln()
    n.add("Consent: risks (bleeding, infection, pain, nerve injury) discussed with ")
    if r.random() < 0.3:
        rel, fam = ctx.rel(r.choice(["spouse", "daughter", "son"]), same_last=0.6)
        n.add("pt and ", rel, " ", (fam.f("fl"), "FAMILY"))
    else:
        n.add("pt")
    n.ln("; written consent signed.")
    if r.random() < 0.2:
        n.ln("Biometric wristband check: ", ctx.bioid(), " verified.")
    n.ln("Time-out %02d:%02d: " % (r.randint(8, 15), r.randint(0, 59)), "patient ", ctx.P(r.choice(["fl", "LF"])), ", DOB ",
         ctx.dob_t(), ", MRN ", ctx.mrn_t(), ", procedure and site confirmed by ", (op.f("l"), "DOCTOR"), " and ",
         (rn.f("l"), "DOCTOR"), ".")
    n.ln()
    side = r.choice(["right", "left"])
    n.ln("Position: ", r.choice(["prone", "left lateral decubitus", "right lateral decubitus"]), ". Site: ", side,
         " posterior superior iliac crest, prepped with chlorhexidine.")
    n.ln("Anesthesia: lidocaine 1% ", str(r.randint(8, 20)), " mL local", r.choice(["", " + lorazepam 1 mg SL", " + fentanyl 50 mcg IV"]), ".")
    n.ln("Device: ", r.choice(["Arrow OnControl powered driver, SN ", "Jamshidi 11G manual needle; driver SN ", "OnControl driver SN "]),
         ctx.serial(), ".")
    n.ln("Aspirate: ", str(r.randint(6, 20)), " mL, ", r.choice(["spicules present", "dry tap - touch preps made", "hemodilute"]),
         ". Core: ", "%.1f cm" % r.uniform(0.8, 2.6), ".")
    n.ln()
    n.ln("SPECIMENS")
    for lab in r.sample(["Aspirate smears (morphology)", "Flow cytometry", "Cytogenetics (karyotype)", "FISH (MDS/AML panel)",
                         "NGS myeloid panel", "Core biopsy (pathology)", "Chimerism (STR)", "Iron stain"], r.randint(3, 6)):
        n.ln("  ", lab.ljust(32), ctx.accession())
    if r.random() < 0.35:
        n.ln("  Send-out to ", (r.choice(["Cascade Molecular Diagnostics", "Northern Reference Genomics", "Great Lakes Cytogenetics Inc."]),
                                "ORGANIZATION"), ", req ", ctx.idnum("RQ-ddddddd"))
    n.ln()
    n.ln("EBL <5 mL. Hemostasis with pressure; dressing applied. No immediate complications. Pt tolerated well, pain ",
         str(r.randint(1, 5)), "/10 post.")
    n.ln("Post: lie supine 30 min; keep dressing dry 24 h; call ", ctx.phone(ext=r.random() < 0.5), " for bleeding or fever.")
    n.ln("Results to be reviewed at follow-up ", ctx.d(ctx.days(r.randint(7, 21)), r.choice([None, "wd_long"])), ".")
    if r.random() < 0.3:
        n.ln("Driver: ", r.choice(["husband", "wife", "friend", "daughter"]), " waiting in lobby; pt not to drive today.")
    n.ln()
    staff_sig(ctx, n, fel, date=ctx.enc, lead="Note by: ")
    staff_sig(ctx, n, op, lead=r.choice(["Attending attestation: I was present for the entire procedure. ", "Co-signed: "]))


ABS = [("anti-D", "D", True), ("anti-K", "K", True), ("anti-c", "c", True), ("anti-E", "E", True), ("anti-Fy(a)", "Fy(a)", True),
       ("anti-M (IgM, cold)", "M", False), ("anti-Le(a)", "Le(a)", False), ("passive anti-D (RhIG)", "D", False)]


def antibody(ctx, n):
    r = ctx.rng
    tech, dirr, ob = ctx.staff("tech"), ctx.staff("md"), ctx.staff("md")
    sup = r.choice(PL.SUPPLIERS)
    if r.random() < 0.5:
        n.ln((sup, "ORGANIZATION"), " - Immunohematology Reference Laboratory")
        n.ln((ctx.hstreet, "STREET"), ", ", (ctx.city, "CITY"), ", ", (ctx.st, "STATE"), " ", (ctx.zip, "ZIP"), "  Tel ",
             ctx.phone(), "  Fax ", ctx.fax())
    else:
        n.ln((ctx.hosp, "HOSPITAL"), " Transfusion Medicine Laboratory")
    n.ln(r.choice(["RED CELL ANTIBODY INVESTIGATION REPORT", "PRENATAL ANTIBODY INVESTIGATION", "ANTIBODY IDENTIFICATION - FINAL REPORT"]))
    n.ln()
    coll = ctx.days(-r.randint(1, 4))
    n.ln("Lab #: ", ctx.accession(), "   Collected: ", ctx.d(coll), "   Received: ", ctx.d(ctx.days(-r.randint(0, 1))))
    banner(ctx, n, acct=False)
    lab, hp = ctx.healthplan()
    n.ln(lab, ": ", hp)
    n.ln("Requesting: Dr. ", (ob.f(r.choice(["fl", "fil", "Lf"])), "DOCTOR"), ", ", (r.choice(PL.CLINICS + ["Women's Health Associates",
                                                                                                            "Birchwood Midwifery"]), "HOSPITAL"),
         "  Tel ", ctx.phone(ext=False), "  Fax ", ctx.fax())
    n.ln()
    ga = r.randint(10, 34)
    gp = r.randint(2, 5)
    edd = ctx.days((40 - ga) * 7 - r.randint(0, 6))
    n.add("Clinical: ")
    age_phrase(ctx, n, sex="F")
    n.ln(", G", str(gp), "P", str(gp - 1), ", ", str(ga), "+", str(r.randint(0, 6)), " weeks, EDD ", ctx.d(edd), ".")
    n.ln("Obstetric history: ", r.choice(["previous pregnancy affected, IUT x2 at ", "prior miscarriage, no RhIG given at ",
                                          "uneventful delivery at ", "postpartum hemorrhage with transfusion at "]),
         (r.choice(PL.US_HOSPITALS if ctx.us else PL.CA_HOSPITALS)[0], "HOSPITAL"), " in ",
         (str(ctx.enc.year - r.randint(1, 8)), "DATE"), ".")
    ab, ag, sig = r.choice(ABS)
    rh = "NEG" if ag == "D" else r.choice(["POS", "POS", "NEG"])
    n.ln()
    n.ln("RESULTS")
    n.ln("  ABO/Rh(D):        ", r.choice(["O", "A", "B", "AB"]), " ", rh)
    n.ln("  Antibody screen:  POSITIVE")
    n.ln("  Identification:   ", ab, " (", r.choice(["2 panels, 11-cell + selected cells", "gel + tube PEG", "enzyme-treated panel"]),
         "); rule-outs complete")
    if "RhIG" in ab:
        n.ln("  RhIG 300 mcg given ", ctx.d(ctx.days(-r.randint(7, 60))), " at ", r.choice(["28 weeks", "amniocentesis", "bleeding episode"]),
             "; reactivity consistent with passive antibody.")
    n.ln("  Phenotype:        ", ag, "-negative; DAT neg")
    n.ln()
    if sig:
        n.ln("TITRE HISTORY (IAT, tube)")
        t = r.choice([2, 4, 8])
        d = ctx.days(-r.randint(70, 140))
        for i in range(r.randint(2, 4)):
            n.ln("  ", (fdate_ctx(ctx, d), "DATE"), "   1:", str(t), "   ", r.choice(["", "", "(run in parallel)"]))
            t *= r.choice([1, 2, 2, 4])
            d = d.__class__.fromordinal(d.toordinal() + r.randint(21, 35))
        n.ln("  current              1:", str(t), "  <-- ", "at/above critical titre (16)" if t >= 16 else "below critical titre")
        if ag == "D":
            n.ln("  Quantitation: ", "%.1f IU/mL" % r.uniform(1, 30))
    n.ln()
    part = ctx.person("M")
    pdob = ctx.dob.fromordinal(ctx.dob.toordinal() - r.randint(-1200, 3000))
    n.ln("Partner: ", (part.f(r.choice(["fl", "Lf"])), "FAMILY"), ", DOB ", ctx.d(pdob),
         "; phenotype ", ag, r.choice(["-positive (heterozygous)", "-positive (homozygous)", "-negative", " - not tested (unavailable)"]))
    if ag == "D" and r.random() < 0.6:
        n.ln("Cell-free fetal RHD genotyping (", ctx.idnum("FRD-dddddd"), "): fetus predicted RhD ", r.choice(["POSITIVE", "NEGATIVE"]), ".")
    n.ln()
    n.add("Interpretation: ")
    if sig:
        n.ln(ab, " is clinically significant for HDFN. Refer to maternal-fetal medicine at ",
             (r.choice(PL.US_HOSPITALS if ctx.us else PL.CA_HOSPITALS)[0], "HOSPITAL"),
             " for MCA Doppler PSV surveillance; repeat titre every 2-4 weeks.")
    else:
        n.ln(ab, " is not usually associated with HDFN; no titration required. Repeat screen at 28 weeks.")
    n.ln("Antigen-negative, crossmatch-compatible blood required for transfusion. Antibody wallet card issued; record entered in ",
         r.choice(["provincial", "regional", "shared"]), " antibody registry.")
    n.ln()
    n.ln("Called to ", (ctx.staff("rn").f(r.choice(["fl", "f"])), "DOCTOR"), " at the requesting clinic, ", ctx.d(ctx.enc), " %02d:%02d." % (
        r.randint(8, 17), r.randint(0, 59)))
    n.ln("Tested by: ", (tech.f("fl"), "DOCTOR"), ", ", tech.cred, " (", (ctx.uname(tech), "USERNAME"), ")")
    staff_sig(ctx, n, dirr, date=ctx.enc, lead="Medical director: ")
    if r.random() < 0.4:
        n.ln("Report available at ", ctx.url("/irl/reports"), " (login ", (ctx.uname(ob), "USERNAME"), ")")


def fdate_ctx(ctx, d):
    from common import fdate
    return fdate(d, ctx.dstyle)


GENRES = {
    "haematology_phone_results_call": (phone_call, 18, 91),
    "bone_marrow_biopsy_procedure_note": (bm_biopsy, 19, 86),
    "red_cell_antibody_investigation": (antibody, 18, 43, "F"),
}
