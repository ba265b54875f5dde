"""Genres: scar management review, burns outreach phone call,
clinical photography consent and record."""
import fakers as F
import common as C
import pools as P

SCAR_SITES = ["R forearm", "anterior neck", "L hand dorsum", "chest", "R cheek", "L thigh donor",
              "back", "both feet", "R axilla", "abdomen", "L shoulder", "chin"]


def scar_review(n, c):
    rng = c.rng
    uk = c.uk
    vis = c.off(rng.randint(60, 500))
    healed = c.off(rng.randint(14, 45))
    title = rng.choice(["SCAR MANAGEMENT REVIEW", "Burns Scar Clinic - Review",
                        "SCAR MANAGEMENT CLINIC (MDT)", "Scar Therapy Follow-up"])
    C.pt_header(n, c, title, gp=rng.random() < 0.4)
    n.add(["Clinic date: "] + c.d(vis) + [f"   Clinic: {rng.choice(['Burns OPD', 'Scar clinic', 'Burns therapy outpatients'])}, ",
                                         (c.hosp, "HOSPITAL"), "\n"])
    n.add(["Seen by: "] + c.staff["ther"].ref(rng) + [" and "] + c.staff["outreach"].ref(rng, "fl_cred") + ["\n"])
    n.add(["Injury: "] + c.d(c.inj) + [f" - {c.mech[1]}, {C.fmtp(c.tbsa)}% TBSA. Healed: "] + c.d(healed)
          + [f" ({(healed - c.inj).days} days)"])
    if rng.random() < 0.5:
        n.add(["; grafted "] + c.d(F.plus(c.inj, rng.randint(5, 15)), "dm"))
    n.add("\n\n")
    n.add("SCAR ASSESSMENT (Vancouver Scar Scale)\n")
    n.add("Site              | Pigm | Vasc | Pliab | Height | Total\n")
    sites = C.pick(rng, SCAR_SITES, rng.randint(1, 4))
    for s in sites:
        pg, vs, pl, ht = rng.randint(0, 2), rng.randint(0, 3), rng.randint(0, 5), rng.randint(0, 3)
        n.add(f"{s:<17} | {pg:<4} | {vs:<4} | {pl:<5} | {ht:<6} | {pg + vs + pl + ht}/13\n")
    n.add(f"POSAS patient: itch {rng.randint(1, 10)}, pain {rng.randint(1, 10)}, colour {rng.randint(1, 10)}, "
          f"stiffness {rng.randint(1, 10)}, thickness {rng.randint(1, 10)}, irregularity {rng.randint(1, 10)} "
          f"(total {rng.randint(12, 55)}/60)\n")
    n.add(f"Height (ultrasound): {round(rng.uniform(1.2, 6.5), 1)} mm. Erythema index {rng.randint(180, 520)}.\n\n")
    n.add("Current management:\n")
    n.add(f"- Pressure garment: {rng.choice(['vest + sleeves', 'glove L', 'face mask (clear)', 'full leg', 'chin strap'])}, "
          f"worn {rng.randint(12, 23)} h/day; {rng.choice(['fit good', 'loose at cuff', 'tight at axilla - adjust', 'worn out, replace'])}\n")
    n.add(f"- Silicone: {rng.choice(['gel sheet nightly', 'gel BD', 'none currently - skin reaction'])}\n")
    n.add(f"- Massage with {rng.choice(['aqueous cream', 'E45', 'Aveeno', 'unperfumed emollient', 'coconut oil'])} "
          f"{rng.choice(['TDS', '3x/day', 'QDS'])}; antihistamine ({rng.choice(['cetirizine 10 mg', 'chlorphenamine 4 mg ON', 'hydroxyzine 25 mg'])}) for itch\n")
    if rng.random() < 0.5:
        ld = F.plus(vis, -rng.randint(30, 90))
        n.add(["- Laser: fractional CO2 session ", str(rng.randint(1, 4)), " on "] + c.d(ld)
              + [f", {rng.randint(10, 40)} mJ, density {rng.randint(5, 20)}%"])
        if rng.random() < 0.6:
            n.add([" (unit SN ", (F.device_sn(rng, "laser"), "DEVICE"), ")"])
        n.add("\n")
    if rng.random() < 0.4:
        n.add(f"- Intralesional triamcinolone {rng.choice(['10', '40'])} mg/mL, {round(rng.uniform(0.2, 2), 1)} mL to {rng.choice(sites)}\n")
    n.add("\nFunction / psychosocial:\n")
    if c.age < 16:
        n.add(["Back at ", (c.school, "ORGANIZATION"), f" full time. Some teasing reported; {c.nok.rel} "]
              + c.nok.seg("first") + [" has spoken with the head teacher. "])
        n.add(["Offered place at burns camp via ", (rng.choice(P.CHARITIES[1:]), "ORGANIZATION"), ".\n"])
    else:
        if c.job and not c.retired:
            n.add(["Returned to work as a ", (c.job, "PROFESSION"), " at ", (c.employer, "ORGANIZATION"), " on "]
                  + c.d(F.plus(healed, rng.randint(10, 80)), rng.choice(["mon", "monyr", "num"])) + [" (phased). "])
        else:
            n.add("Independent with ADLs. ")
        n.add(f"Mood {rng.choice(['low at times', 'good', 'improving', 'anxious in public'])}; ")
        if rng.random() < 0.5:
            n.add(["attends ", (rng.choice(P.CHARITIES), "ORGANIZATION"), " peer support group. "])
        n.add(f"Sleep {rng.choice(['disturbed by itch', 'ok', 'improved'])}.\n")
    n.add(f"ROM: {rng.choice(['full', 'shoulder abduction 140 deg', 'neck extension limited 20 deg', 'full; mild tightness on end range'])}.\n\n")
    n.add("Plan:\n")
    nx = F.plus(vis, rng.choice([42, 56, 84, 90, 120]))
    for p in C.pick(rng, ["Re-measure garments - order sent", "Continue silicone and massage",
                          "Refer to clinical psychology", "Book further laser session",
                          "Consent for scar release discussed", "Sun protection SPF 50 advised",
                          "Camouflage make-up referral", "Discharge from garments if stable at next visit"], 3):
        n.add(f"- {p}\n")
    if rng.random() < 0.35:
        n.add(["- Garment order no. ", (F.idnum(rng, "order"), "IDNUM"), "\n"])
    n.add(["Next review: "] + c.d(nx) + ["\n\n"])
    C.sig(n, c, "ther", when=vis if rng.random() < 0.5 else None, lic=rng.random() < 0.6)


def outreach_call(n, c):
    rng = c.rng
    uk = c.uk
    cd = c.off(rng.randint(3, 40))
    ns = c.staff["outreach"]
    title = rng.choice(["BURNS OUTREACH - TELEPHONE CONTACT", "Burns Outreach Phone Call",
                        "TELEPHONE FOLLOW-UP (BURN OUTREACH)", "Outreach call log"])
    C.pt_header(n, c, title, addr=rng.random() < 0.3)
    n.add(["Call date: "] + c.d(cd, rng.choice([None, "wd"])) + [f"   Time: {C.tday(rng, uk)}   Duration: {rng.randint(4, 25)} min\n"])
    num = rng.choice([c.ph_mob, c.ph_home])
    n.add(["Number called: ", (num, "PHONE"), "\n"])
    child = c.age < 16
    who = c.nok if child or rng.random() < 0.25 else None
    if who:
        n.add(["Spoke to: "] + who.seg("full") + [f" ({who.rel})\n"])
    else:
        n.add(["Spoke to: patient ("] + c.ptname("first") + [")\n"])
    n.add(f"ID check: DOB and {'postcode' if uk else 'ZIP'} confirmed\n")
    n.add(["Caller: "] + ns.ref(rng) + ["\n\n"])
    n.add(f"Reason: {rng.choice(['routine post-discharge check', 'wound concern raised via answerphone', 'follow up of dressing change at GP', 'pain and itch review', 'day 10 post-discharge check'])}\n\n")
    n.add("Conversation:\n")
    me = rng.choice(["RN", "ON", "Nurse", (ns.first, "DOCTOR")])
    them = ("Mum" if who and who.rel == "mother" and rng.random() < 0.5
            else ((who.first, "FAMILY") if who else rng.choice(["Pt", (c.pt.first, "PATIENT")])))
    q = [
        ("How are the dressings holding up since the last change?",
         rng.choice(["They came off in the bath, I put cling film on", "Fine, a bit of leakage at the edge",
                     ["The practice nurse changed them on ", (F.WD[rng.randint(0, 4)], "DATE")], "Smells a bit, and it's more red"])),
        ("Any temperature, rash, vomiting or diarrhoea?",
         rng.choice(["No, nothing like that", "Hot last night, 38.2 on the thermometer", "Bit of a rash on the chest"])),
        ("How's the pain, out of ten?",
         f"About {rng.randint(1, 8)}, worse at night"),
        ("And the itching?",
         rng.choice(["Driving me mad", "Better with the cream", "Only when it's warm"])),
    ]
    for a, b in C.pick(rng, q, rng.randint(2, 4)):
        n.add([me, f": {a}\n"])
        n.add([them, ": ", b, "\n"])
    if not child and c.job and not c.retired and rng.random() < 0.6:
        n.add([me, ": Have you been back at work?\n", them, ": Not yet, ",
               rng.choice(["my boss ", "the supervisor "])] + F.Person(rng, "FAMILY").seg("first")
              + [" says no ", (c.job, "PROFESSION"), " work till it's healed.\n"])
    n.add("\nAssessment: " + rng.choice([
        "Wound appears to be healing well per description; no signs of infection or TSS.",
        "Possible wound infection - advised attend burns clinic today.",
        "Pyrexia in child with burn - TSS risk; advised attend ED/burns unit now.",
        "Pain poorly controlled; analgesia reviewed with GP.",
    ]) + "\n")
    n.add("Actions:\n")
    if rng.random() < 0.6:
        n.add(["- Dressing supplies to be collected from ", (rng.choice(P.UK_PHARM if uk else P.US_PHARM), "HOSPITAL"), "\n"])
    if rng.random() < 0.5:
        n.add(["- Practice nurse "] + F.Person(rng, "DOCTOR").seg(rng.choice(["full", "first"])) + [" at ",
               (c.gp_prac, "HOSPITAL"), " to continue dressings; tel ", (F.phone(rng, c.country, c.city), "PHONE"), "\n"])
    nx = F.plus(cd, rng.choice([2, 3, 5, 7]))
    n.add(["- Clinic appointment "] + c.d(nx, rng.choice(["wd", "wds", None])) + [f" at {C.tday(rng, uk)}, "])
    n.add([(c.unit, "HOSPITAL"), "\n"])
    if rng.random() < 0.45:
        n.add(["- Parking permit issued for vehicle reg ", (F.vehicle(rng, c.country), "VEHICLE"), "\n"])
    if rng.random() < 0.35:
        n.add(["- Video review offered; link sent to ", (c.email, "EMAIL"), " (",
               (F.url(rng, "portal"), "URL"), ")\n"])
    elif rng.random() < 0.3:
        n.add(["- Photos received via secure upload from ", (F.ip(rng), "IPADDR"), "; reviewed by "]
              + c.dr("reg", "pl") + ["\n"])
    n.add(["- Advised to call outreach team on ", (F.phone(rng, c.country, c.city, kind="land"), "PHONE"),
           rng.choice([" (08:00-16:00 weekdays)", " (24 h via burns unit)", ""]), " with any concerns\n\n"])
    C.sig(n, c, ns, when=cd, lic=rng.random() < 0.3, contact=rng.random() < 0.3)


def photo_consent(n, c):
    rng = c.rng
    uk = c.uk
    ph = c.staff["photo"]
    sd = c.off(rng.randint(0, 90))
    dept = "Medical Illustration" if uk else "Clinical Photography"
    n.add([(c.hosp, "HOSPITAL"), f" - {dept}\n"])
    n.add(rng.choice(["CONSENT FOR CLINICAL PHOTOGRAPHY AND RECORD OF SESSION",
                      "Clinical Photography Consent & Image Record",
                      "PHOTOGRAPHIC CONSENT FORM / SESSION LOG"]) + "\n\n")
    C.pt_header(n, c, "", hosp=False)
    n.add(["Requested by: "] + c.dr(rng.choice(["cons", "reg"]), "pl") + [", Plastic Surgery"
                                                                          + rng.choice([" (Burns)", "", " (Hand)"]) + "\n"])
    n.add(f"Clinical indication: {rng.choice(['burn wound documentation on admission', 'pre-op scar contracture', 'post-op graft take', 'flap monitoring baseline', 'serial scar photography', 'lesion before excision'])}\n\n")
    n.add("Consent for use:\n")
    uses = [("Health record only", True), ("Teaching within the trust" if uk else "Internal teaching", rng.random() < 0.6),
            ("Publication (anonymised)", rng.random() < 0.3), ("Publication incl. face", rng.random() < 0.1)]
    for u, yes in uses:
        n.add(f"  [{'X' if yes else ' '}] {u}\n")
    if c.age < 16:
        n.add(["Consent given by: "] + c.nok.seg("full") + [f" ({c.nok.rel}, parental responsibility). "
                                                           f"Child assent: {rng.choice(['yes', 'yes', 'not able'])}.\n"])
    else:
        n.add(["Consent given by patient: "] + c.pt.seg(rng.choice(["full", "fml"])) + [" (signed)\n"])
    n.add(["Date of consent: "] + c.d(sd) + ["\n"])
    n.add(["Witness: "] + c.staff["nurse"].ref(rng, "fl_cred") + ["\n"])
    if rng.random() < 0.45:
        n.add(["Interpreter: "] + F.Person(rng, "DOCTOR").seg("full") + [f" ({rng.choice(['Polish', 'Urdu', 'Spanish', 'Romanian', 'Portuguese', 'Vietnamese'])}), ID ",
                                                                         (F.idnum(rng, "ref"), "IDNUM"), "\n"])
    n.add("\nSESSION RECORD\n")
    n.add(["Date: "] + c.d(sd) + [f"   Time: {C.tday(rng, uk)}\n"])
    loc = rng.random()
    if loc < 0.4:
        n.add(["Location: studio ", (str(rng.randint(1, 3)), "LOCATION_OTHER"), f", {dept} dept\n"])
    elif loc < 0.7:
        n.add(["Location: bedside, ", (c.ward, "HOSPITAL"), ", bed ", (c.bed, "LOCATION_OTHER"), "\n"])
    else:
        n.add(["Location: " + ("theatre " if uk else "OR "), (c.theatre, "LOCATION_OTHER"), "\n"])
    n.add(["Photographer: "] + ph.ref(rng, "fl_cred") + ["\n"])
    cam = rng.choice(["Nikon D7500", "Canon EOS R6", "Sony A7 IV", "Canfield VECTRA H2 (3D)", "iPhone (trust-managed)"])
    n.add([f"Camera: {cam}, body SN ", (F.device_sn(rng, "camera"), "DEVICE"),
           f"; lens {rng.choice(['60 mm macro', '100 mm macro', '24-70 mm'])}; ring flash; scale and colour card in frame\n"])
    k = rng.randint(4, 16)
    first = F.idnum(rng, "photo")
    n.add([f"Images: {k} views (", rng.choice(["AP, lateral, oblique", "close-up + context", "standard face series"]),
           ") numbered ", (first, "IDNUM")])
    if rng.random() < 0.5:
        n.add([" to ", (first[:-2] + f"{min(99, int(first[-2:]) + k) if first[-2:].isdigit() else 'ZZ'}", "IDNUM")])
    n.add("\n")
    if rng.random() < 0.5:
        n.add(["Identity checked against wristband and ", rng.choice(["facial template ", "palm-vein scan ", "fingerprint "]),
               (F.bioid(rng), "BIOID"), "\n"])
    else:
        n.add("Identity checked against wristband and verbally (name/DOB)\n")
    n.add(["Uploaded to ", (F.url(rng, "upload"), "URL"), " from workstation ", (F.ip(rng), "IPADDR"),
           " by user ", (ph.user, "USERNAME"), "\n"])
    n.add(f"Notes: {rng.choice(['tattoo on forearm masked in teaching set', 'face excluded', 'patient requested no images of face', 'genital area not photographed', 'images to be repeated at 3 months for comparison'])}.\n\n")
    n.add(["To withdraw consent contact ", dept, " on ", (F.phone_ext(rng, c.country, c.city), "PHONE"), " or ",
           ((rng.choice(["medical.illustration", "clinphoto", "photography"]) + "@" +
             rng.choice(["example.org", "example.net", "example.com"])), "EMAIL"), ".\n\n"])
    C.sig(n, c, ph, when=sd, lic=rng.random() < 0.6, contact=False)
