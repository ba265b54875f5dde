"""Genres: gynaecology clinic letter, GP referral letter, MDT outcome."""
import clin
import ids
from blocks import addr, banner, dd, extra_ids, gp_block, hhmm, letterhead, sign, social_extra
from core import chance, pick


def _hx_endo(d, c):
    rng = d.rng
    sx = clin.some(rng, clin.ENDO_SX, 2, 4)
    d.f("She describes " + "; ".join(sx) + ". Symptoms started around menarche at age {m:AGE} and have worsened over the last "
        + pick(rng, ["two", "three", "five", "several"]) + " years. ", m=str(rng.randint(10, 15)))
    if chance(rng, 0.6):
        d.f("She had a diagnostic laparoscopy at {other_hosp:HOSPITAL} in {y:DATE}, which showed "
            + pick(rng, ["superficial peritoneal disease that was ablated (no histology)",
                         "'possible endometriosis' in the Pouch of Douglas, not biopsied",
                         "stage II disease, excised; histology confirmed endometriosis"]) + ". ",
            y=str(c["D0"].year - rng.randint(1, 9)))
    d.lit("Treatments tried: " + ", ".join(clin.some(rng, clin.ENDO_MEDS, 2, 4)) + ". ")
    g = rng.randint(0, 3)
    p = rng.randint(0, g)
    if p:
        d.f("Obstetric history G%dP%d, last delivery in {y:DATE}. " % (g, p),
            y=str(c["D0"].year - rng.randint(1, max(2, min(12, c["age_n"] - 18)))))
    elif g:
        d.lit("Obstetric history G%dP0 (%s). " % (g, pick(rng, ["miscarriages", "early pregnancy losses", "one ectopic, one miscarriage"])))
    else:
        d.lit("Nulliparous; " + pick(rng, ["not currently trying to conceive. ", "hoping to conceive within 2 years. ",
                                           "AMH %.1f pmol/L. " % (rng.randint(30, 400) / 10.0)]))


def _hx_uro(d, c):
    rng = d.rng
    sx = clin.uro_sx(rng, c["age_n"], 3, 5)
    d.lit("She reports " + "; ".join(sx) + ". ")
    d.lit("ICIQ-UI SF %d/21. " % rng.randint(6, 20))
    p = rng.randint(1, 4)
    d.f("She is P%d (" % p + pick(rng, ["all SVDs", "one forceps delivery", "largest baby 4.3 kg",
                                         "third-degree tear with first delivery"]) + "), last baby born in {y:DATE}. ",
        y=str(c["D0"].year - rng.randint(1, max(2, min(40, c["age_n"] - 20)))))
    d.lit("Medication tried: " + ", ".join(clin.some(rng, clin.URO_MEDS, 1, 3)) + ". ")
    d.lit("Comorbidities: " + "; ".join(clin.comorb(rng, c["age_n"], 1, 3)) + ". ")


def clinic_letter(d, c):
    rng = d.rng
    endo = c["focus"] == "endo"
    dept = ("Department of %s - Endometriosis %s" % (c["gyn"], c["centre"])) if endo else \
        ("%s & Pelvic Floor Service" % c["urogyn"])
    letterhead(d, c, dept)
    d.f("Our ref: {a:DOCTOR}/{b:DOCTOR}    {mrn_label}: {mrn:MRN}\n", a=c["cons_init"], b=c["typ_init"])
    d.f("Clinic date: {x:DATE}    Dictated: {y:DATE}    Typed: {z:DATE}\n\n",
        x=dd(c, 0), y=dd(c, rng.randint(0, 2)), z=dd(c, rng.randint(3, 12)))
    gp_block(d, c)
    d.f("Dear Dr {gp_last:DOCTOR},\n\n")
    banner(d, c, 2, addr_line=True, hp=chance(rng, 0.7))
    d.lit("\nDiagnoses:\n")
    if endo:
        d.lit("1. " + pick(rng, ["Suspected deep endometriosis", "Endometriosis (surgically confirmed)",
                                 "Chronic pelvic pain, query endometriosis/adenomyosis"]) + "\n")
        d.lit("2. " + pick(rng, clin.ENDO_US) + "\n3. " + pick(rng, clin.ENDO_SX) + "\n")
    else:
        pq, st = clin.popq(rng)
        d.lit("1. " + pick(rng, ["Stress urinary incontinence", "Mixed urinary incontinence, stress predominant",
                                 "Overactive bladder with urge incontinence", "Recurrent UTI (3 in 6 months)"]) + "\n")
        d.lit("2. Stage %s anterior/apical prolapse (%s)\n" % (st, pq))
    d.lit("\nPlan:\n")
    if endo:
        plans = ["Laparoscopic excision of endometriosis; consented and listed",
                 "MRI pelvis (endometriosis protocol) before surgical planning",
                 "Discuss at endometriosis MDT", "Trial of GnRH analogue with add-back HRT for 3 months",
                 "Refer to pelvic health physiotherapy", "Refer to pain management service",
                 "Continue LNG-IUS; add dienogest if breakthrough pain"]
    else:
        plans = ["Supervised pelvic floor muscle training for 3 months (NICE NG123)",
                 "Multichannel urodynamics before any continence surgery",
                 "Start mirabegron 50 mg OD (avoid anticholinergics, ACB score)",
                 "Vaginal %s twice weekly" % c["oest"], "Ring pessary trial in nurse-led clinic",
                 "Bladder diary for 3 days before review", "Discuss at urogynaecology MDT"]
    for i, p in enumerate(clin.some(rng, plans, 2, 4)):
        d.lit("%d. %s\n" % (i + 1, p))
    d.lit("\n")
    if chance(rng, 0.5):
        d.f("I saw {pt_first:PATIENT} today in clinic" + pick(rng, [", accompanied by her {partner_rel} {partner_full:FAMILY}. ", " on her own. ", " with her {kid_rel} {kid_first:FAMILY}. "]))
    else:
        if c["age_n"] < 67:
            d.f("Thank you for referring this {age:AGE}-year-old {occ:PROFESSION}" + pick(rng, [" who works at {employer:ORGANIZATION}. ", ". "]))
        else:
            d.f("Thank you for referring this {age:AGE}-year-old retired {occ:PROFESSION}. ")
    if endo:
        _hx_endo(d, c)
    else:
        _hx_uro(d, c)
    social_extra(d, c)
    d.lit("\n\n")
    if endo:
        d.lit("On examination: BMI %s. Abdomen soft, tender in the %s, Carnett's sign negative. " %
              (clin.anthropo(rng).split("BMI ")[1], pick(rng, ["left iliac fossa", "suprapubic region", "right iliac fossa"])))
        d.lit(pick(rng, ["Speculum: healthy cervix, bluish nodule in the posterior fornix. ",
                         "Speculum: nil of note, no visible lesions. "]))
        d.lit(pick(rng, ["Bimanual: fixed retroverted uterus with tender nodularity of the left USL. ",
                         "Bimanual: mobile anteverted uterus, tender posterior fornix, no adnexal mass. ",
                         "Examination declined today; to be done under GA. "]))
        d.f("Her TVUS on {u:DATE} showed " + pick(rng, clin.ENDO_US) + ". ", u=dd(c, -rng.randint(10, 90)))
        if chance(rng, 0.5):
            d.lit("MRI: " + pick(rng, clin.MRI) + ". ")
        d.lit("CA-125 %d U/mL. " % rng.randint(9, 160))
    else:
        d.lit("On examination: " + clin.anthropo(rng) + ". Abdomen soft, non-tender. ")
        d.lit(pick(rng, ["Positive cough stress test in the supine position. ", "No leakage on coughing (bladder comfortably full). "]))
        d.lit(clin.oxford(rng) + " pelvic floor contraction. Atrophic vaginal changes. PVR %d mL on bladder scan. " % rng.randint(0, 160))
        d.lit("Urinalysis: " + pick(rng, ["NAD", "leucocytes +, nitrite negative; MSU sent", "blood + (non-visible " + c["haem"] + ")"]) + ". ")
    d.lit("\n\nWe discussed management in line with " + clin.guideline(rng, c["focus"]) + ". ")
    if endo:
        d.lit("Risks of surgery discussed including bleeding, infection, injury to bowel, bladder or ureter (about 1-2%), "
              "conversion to open surgery, VTE and recurrence (up to 50% at 5 years). ")
    else:
        d.lit("We discussed conservative options first, then surgical options (colposuspension, autologous fascial sling, "
              "urethral bulking with Bulkamid); mid-urethral mesh tapes remain restricted. ")
    if chance(rng, 0.6):
        d.f("I have referred her to our pelvic health physiotherapist, {physio_full:DOCTOR}. ")
    d.f("Further information is available at {hosp_url:URL}. ")
    d.f("I will review her on {r:DATE}.\n\nYours sincerely,\n\n", r=dd(c, rng.randint(42, 120)))
    if c["cc"] in ("US", "CA"):
        sign(d, c, "cons", ("Director, Endometriosis Center, Division of " if endo else "Division of Urogynecology and Reconstructive Pelvic Surgery, ") + c["gyn"] if endo else "Division of Urogynecology and Reconstructive Pelvic Surgery")
    else:
        sign(d, c, "cons", "Consultant Gynaecologist" + (" & Endometriosis Lead" if endo else ", Urogynaecology"))
    if chance(rng, 0.5):
        d.f("Seen with: Dr {reg_full:DOCTOR}, Specialty Registrar\n")
    d.f("\ncc: {pt_title} {pt_fullm:PATIENT}, ")
    addr(d, c, "", ", ")
    d.lit("\n")
    if chance(rng, 0.4):
        d.f("cc: {crs_title} {crs_full:DOCTOR}, Consultant Colorectal Surgeon\n")


def gp_referral(d, c):
    rng = d.rng
    cc = c["cc"]
    endo = c["focus"] == "endo"
    d.f("{prac:HOSPITAL}\n")
    addr(d, c, "prac_", "\n")
    d.f("\nTel: {prac_phone:PHONE}   Fax: {prac_fax:FAX}\nEmail: {prac_email:EMAIL}\n")
    d.f("Dr {gp_full:DOCTOR}  |  Dr {gp2_full:DOCTOR}\n\n")
    ref = -rng.randint(30, 200)
    d.f("Date: {x:DATE}\n", x=dd(c, ref))
    if cc == "UK":
        d.f("e-RS UBRN: {ubrn:IDNUM}\n")
    else:
        d.f("Referral ref: {order_no:IDNUM}\n")
    d.f("To: " + ("%s Outpatients" % c["gyn"] if endo else "%s Clinic" % c["urogyn"]) + ", {hosp:HOSPITAL}\n")
    d.lit("Priority: " + pick(rng, ["Routine", "Routine", "Soon", "Urgent (not suspected cancer)"]) + "\n\n")
    d.lit(pick(rng, ["Dear Colleague,", "Dear Doctor,", "Dear Gynaecology team,"]) + "\n\n")
    d.f("Re: {pt_fullm:PATIENT}   DOB {dob:DATE}   {hp_label}: {hp:HEALTHPLAN}\n")
    d.lit("Address: ")
    addr(d, c, "", ", ")
    d.f("\nHome: {phone:PHONE}   Mobile: {mobile:PHONE}   Email: {email:EMAIL}\n")
    extra_ids(d, c, p_ssn=0.6, p_ins=0.8, p_acct=0.0)
    d.lit("\n")
    if endo:
        d.f("I would be grateful if you could see this {age:AGE}-year-old woman with a long history of "
            + " and ".join(clin.some(rng, clin.ENDO_SX, 2, 2)) + ". ")
        d.lit("She has tried " + ", ".join(clin.some(rng, clin.ENDO_MEDS, 2, 3)) + " without adequate relief. ")
        d.f("Her pelvic ultrasound at {other_hosp:HOSPITAL} on {u:DATE} reported " + pick(rng, clin.ENDO_US) + ". ",
            u=dd(c, ref - rng.randint(10, 120)))
        d.lit("Swabs (HVS, chlamydia/gonorrhoea NAAT) negative. ")
    else:
        d.f("I would be grateful for your assessment of this {age:AGE}-year-old lady with "
            + " and ".join(clin.uro_sx(rng, c["age_n"], 2, 2)) + ". ")
        d.lit("She has completed " + pick(rng, ["3 months of supervised pelvic floor exercises", "a course of physiotherapy",
                                                "bladder training with the continence advisor"]) + " with limited benefit. ")
        d.f("MSU on {u:DATE}: " + pick(rng, ["no growth", "mixed growth", "E. coli, sensitive to nitrofurantoin"]) + ". ",
            u=dd(c, ref - rng.randint(5, 90)))
    if c["age_n"] < 67:
        d.f("She works as {occ_a} {occ:PROFESSION}" + pick(rng, [" at {employer:ORGANIZATION}", ""]) + " and lives with her {partner_rel}, {partner_full:FAMILY}. ")
    else:
        d.f("She is a retired {occ:PROFESSION} and lives with her {partner_rel}, {partner_full:FAMILY}. ")
    if chance(rng, 0.4):
        d.f("She was born in {abroad:COUNTRY}; " + pick(rng, ["an interpreter is not needed. ", "please book an interpreter. "]))
    d.lit("\n\nPast medical history:\n")
    for x in clin.comorb(rng, c["age_n"], 1, 4):
        d.lit("- " + x + "\n")
    d.lit("\nCurrent medication:\n")
    meds = clin.some(rng, clin.ENDO_MEDS if endo else clin.URO_MEDS, 1, 3) + \
        clin.some(rng, ["paracetamol 1 g QDS PRN", "omeprazole 20 mg OD", "sertraline 50 mg OD",
                        "levothyroxine 75 mcg OD", "metformin 500 mg BD", "ferrous fumarate 210 mg OD",
                        "vitamin D 1000 units OD"], 0, 3)
    for x in meds:
        d.lit("- " + x + "\n")
    d.lit("\nAllergies: " + pick(rng, clin.ALLERGY) + "\n")
    d.lit(clin.obs(rng) + "; " + clin.anthropo(rng) + "\n\n")
    d.lit(pick(rng, ["She is happy to be contacted by text or e-mail. ",
                     "Please do not leave voicemail on the home number. ",
                     "She would prefer a female clinician. "]))
    d.lit("Many thanks for seeing her.\n\nYours sincerely,\n\n")
    sign(d, c, "gp", "General Practitioner" if cc != "US" else "Family Medicine")
    if chance(rng, 0.4):
        d.f("Typed by {x:DOCTOR}, medical secretary\n", x=c["coord_full"])


MDT_ENDO = [
    ("Suitability for joint laparoscopic excision of rectovaginal disease",
     "Nodule involves the anterior rectal wall without luminal stenosis; shave vs disc excision to be decided intra-operatively.",
     ["Joint laparoscopic excision with colorectal surgery (possible disc resection)",
      "Pre-op bowel preparation and stoma counselling with colorectal CNS", "GnRH analogue until surgery with add-back HRT"]),
    ("Management of bladder nodule - partial cystectomy vs medical therapy",
     "Nodule 1.4 cm at the dome, well clear of the trigone and ureteric orifices; symptoms cyclical.",
     ["Laparoscopic partial cystectomy with urology", "Ureteric stents at start of case", "Catheter 10 days, cystogram before removal"]),
    ("Persistent pain after two previous excisions - further surgery?",
     "Imaging shows no residual deep disease; pain features suggest central sensitisation and pelvic floor overactivity.",
     ["No further surgery recommended at present", "Refer to pain management programme and pelvic health physiotherapy",
      "Consider continuous progestogen or GnRH analogue trial"]),
    ("Left hydroureter secondary to USL nodule",
     "Left ureter dilated to the pelvic brim; renogram shows 38% split function on the left.",
     ["Urgent JJ stent by urology", "Laparoscopic ureterolysis +/- resection and reimplantation (joint list)",
      "Repeat renogram 3 months post-op"]),
    ("Fertility-sparing approach vs definitive surgery",
     "Bilateral endometriomas with low AMH; surgery may further reduce ovarian reserve.",
     ["Refer to fertility unit before any ovarian surgery", "Medical suppression meanwhile",
      "Re-discuss after fertility consultation"]),
]
MDT_URO = [
    ("Primary SUI after failed PFMT - surgical options",
     "Urodynamic stress incontinence confirmed, no DO. Options of colposuspension, autologous fascial sling and bulking agent reviewed.",
     ["Offer open or laparoscopic Burch colposuspension", "Offer Bulkamid as day case (lower efficacy explained)",
      "Enter outcome on BSUG database"], "urodynamic stress incontinence, no DO"),
    ("Recurrent anterior prolapse after previous repair",
     "Apical support deficient; sacrospinous fixation vs laparoscopic sacrocolpopexy discussed; mesh consent per national guidance.",
     ["Offer laparoscopic sacrocolpopexy", "Interim ring pessary in nurse-led clinic", "Vaginal oestrogen pre-op"], "no USI with prolapse reduced"),
    ("Refractory OAB - intravesical botulinum toxin vs SNM",
     "Refractory OAB despite two agents; willing to self-catheterise if required.",
     ["PTNS 12 weekly sessions first", "Then botulinum toxin A 100 units with CISC teaching", "SNM if toxin fails"], "DO with leakage, no USI"),
    ("Mesh complication (tape exposure) - removal?",
     "1 cm vaginal exposure of retropubic tape with dyspareunia; no bladder perforation on cystoscopy.",
     ["Offer excision of vaginal portion of tape", "Refer to regional mesh centre if pain persists",
      "Report to MHRA Yellow Card / national mesh database"], "not repeated"),
]


def mdt(d, c):
    rng = d.rng
    endo = c["focus"] == "endo"
    d.f("{hosp:HOSPITAL}\n")
    d.lit(("Endometriosis %s MDT (BSGE-accredited)\n" % c["centre"]) if endo else ("%s / Continence MDT\n" % c["urogyn"]))
    d.f("MDT OUTCOME    Ref: {mdt_ref:IDNUM}\n")
    d.f("Meeting: {m:DATE} " + hhmm(rng) + ", " + pick(rng, ["Seminar Room {room:LOCATION_OTHER}, {building:LOCATION_OTHER}",
                                                               "MS Teams + {building:LOCATION_OTHER} Room {room:LOCATION_OTHER}"]) + "\n\n",
        m=dd(c, 0))
    d.f("Chair: {cons_title} {cons_full:DOCTOR}\n")
    d.lit("Present: ")
    if endo:
        d.f("{crs_title} {crs_full:DOCTOR} (Colorectal), {uro_title} {uro_full:DOCTOR} (Urology), "
            "Dr {rad_full:DOCTOR} (Radiology), {cns_full:DOCTOR} (Endometriosis CNS), {physio_full:DOCTOR} (Pelvic health physio)")
    else:
        d.f("{uro_title} {uro_full:DOCTOR} (Urology), {crs_title} {crs_full:DOCTOR} (Colorectal/pelvic floor), "
            "{cns_full:DOCTOR} (Continence CNS), {physio_full:DOCTOR} (Physiotherapy), Dr {reg_full:DOCTOR} (ST6)")
    d.f(", {coord_full:DOCTOR} (MDT coordinator)\n\n")
    banner(d, c, 1, hp=chance(rng, 0.7))
    d.f("Referred by: Dr {gp_full:DOCTOR}, {prac:HOSPITAL}\n\n")
    sc = pick(rng, MDT_ENDO if endo else MDT_URO)
    d.lit("Question for MDT: " + sc[0] + "\n\n")
    d.f("Summary: {age:AGE}-year-old ")
    if endo:
        d.lit("with " + ", ".join(clin.some(rng, clin.ENDO_SX, 2, 3)) + ". ")
        d.lit("Treatments: " + ", ".join(clin.some(rng, clin.ENDO_MEDS, 1, 3)) + ". ")
        d.f("MRI pelvis {x:DATE} (reported by Dr {rad_last:DOCTOR}): " + pick(rng, clin.MRI) + "; " + clin.enzian(rng) + ". ",
            x=dd(c, -rng.randint(14, 80)))
    else:
        d.lit("with " + ", ".join(clin.uro_sx(rng, c["age_n"], 2, 3)) + ". ")
        d.f("Urodynamics {x:DATE}: " + sc[3] + ". ",
            x=dd(c, -rng.randint(14, 80)))
        d.lit(clin.popq(rng)[0] + ". ")
    d.lit("Comorbidities: " + "; ".join(clin.comorb(rng, c["age_n"], 1, 2)) + ".\n\n")
    d.lit("Discussion: " + sc[1] + " ")
    if endo:
        d.lit("Fertility wishes noted (AMH %.1f pmol/L). " % (rng.randint(20, 350) / 10.0))
    d.lit("\n\nOutcome:\n")
    for i, o in enumerate(sc[2]):
        d.lit("%d. %s\n" % (i + 1, o))
    d.lit("\nActions:\n")
    d.f("- {cns_full:DOCTOR} to telephone patient with outcome by {x:DATE}\n", x=dd(c, rng.randint(2, 7)))
    d.f("- Provisional list date {x:DATE} ({cons_title} {cons_last:DOCTOR}" + (" / {crs_title} {crs_last:DOCTOR})\n" if endo else ")\n"),
        x=dd(c, rng.randint(40, 150)))
    d.f("- Letter to {gp_word}: Dr {gp_last:DOCTOR}, fax {prac_fax:FAX}\n")
    if chance(rng, 0.4):
        d.f("- Patient prefers contact on mobile {mobile:PHONE}\n")
    d.f("\nRecorded by {coord_full:DOCTOR}, MDT coordinator ({dept_email:EMAIL})\n")
    if chance(rng, 0.5):
        d.f("Outcome uploaded by user {coord_user:USERNAME} from {ip:IPADDR}\n")
