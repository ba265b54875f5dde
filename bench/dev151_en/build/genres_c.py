"""Genres: histology request/report, consent summary, GP referral letter, implant register record."""
import datetime

import clinical as K
import makers as M
import pools as P
from common import pt_block, signature, audit, hosp_head, lic, M_date, natid_label, HP_LABEL
from core import Note, name, doc, date, age, addr

HISTO = {
    "gallbladder": ("Gallbladder 85 x 30 mm, wall 4 mm, containing multiple faceted yellow stones.",
                    "Chronic cholecystitis with cholelithiasis. No dysplasia or malignancy."),
    "appendix": ("Appendix 65 mm, serosa dull with fibrinous exudate.", "Acute suppurative appendicitis with periappendicitis."),
    "skin ellipse": ("Skin ellipse 22 x 9 x 5 mm bearing a pearly nodule 6 mm.",
                     "Nodular basal cell carcinoma, completely excised; closest peripheral margin 1.8 mm, deep 2.1 mm."),
    "breast tissue": ("Wire-guided WLE 48 x 40 x 30 mm, oriented with sutures.",
                      "Invasive carcinoma NST, grade 2, 14 mm. ER 8/8, PR 6/8, HER2 1+. Margins clear (nearest 4 mm). SLN 0/2."),
    "bladder chips": ("Multiple fragments of tan tissue, aggregate 15 x 12 x 4 mm.", "Non-invasive papillary urothelial carcinoma, low grade (pTa). Detrusor present."),
    "sigmoid colon": ("Segment of sigmoid colon 210 mm with perforation and diverticula.", "Complicated diverticular disease with perforation and abscess. No malignancy."),
    "rectosigmoid": ("Anterior resection specimen 240 mm, tumour 38 mm ulcerating.",
                     "Adenocarcinoma, moderately differentiated, pT3 pN1a (1/19), EMVI negative, CRM 6 mm. MMR proficient."),
    "thyroid": ("Total thyroidectomy 62 g, multiple nodules up to 28 mm.", "Multinodular hyperplasia. Follicular adenoma (right lobe) 24 mm. No capsular or vascular invasion."),
    "tonsils": ("Two tonsils 28 and 25 mm.", "Reactive follicular hyperplasia."),
    "endometrial curettings": ("Fragmented tissue 1.2 mL.", "Atrophic endometrium. No hyperplasia or malignancy."),
    "fallopian tube": ("Fallopian tube 70 mm, dilated distally.", "Hydrosalpinx with chronic salpingitis."),
    "femoral head": ("Femoral head 48 mm with eburnation.", "Osteoarthritis. No evidence of avascular necrosis."),
    "synovium": ("Synovium, multiple fragments.", "Mild chronic synovitis."),
    "hernia sac": ("Hernia sac 40 mm.", "Hernia sac with mesothelial lining. No significant abnormality."),
    "pilonidal sinus": ("Skin ellipse 60 x 18 mm with sinus tracts.", "Pilonidal sinus with abscess and hair shafts."),
    "foreskin": ("Foreskin 30 x 20 mm.", "Lichen sclerosus. No dysplasia."),
    "ganglion": ("Cystic nodule 14 mm.", "Ganglion cyst."),
    "haemorrhoids": ("Three haemorrhoidal cushions up to 18 mm.", "Haemorrhoids with thrombosis."),
}


def histology(rng, C):
    n = Note()
    procs = [p for p in K.procs_for(C.sex) if p[2]]
    proc = rng.choice(procs)
    lab = rng.choice(["Department of Cellular Pathology", "Histopathology Laboratory", "Anatomical Pathology"])
    n.p(C.hosp, "HOSPITAL"); n.t(" - " + lab + "\n")
    if rng.random() < 0.5:
        n.p(rng.choice(["Alder Building", "Penrose Wing", "Harrington Pavilion", "Kahurangi Building"]), "LOCATION_OTHER"); n.t(", ")
        addr(rng, M.address(rng, C.country), "line")(n); n.t("\n")
    n.t("Enquiries "); n.p(C.hosp_phone(), "PHONE"); n.t("   "); n.p(M.email(rng), "EMAIL"); n.t("\n\n")
    n.t("REQUEST\n")
    pt_block(rng, C, n)
    n.t("Requesting clinician: "); doc(rng, C.surgeon, rng.choice(["title_last", "title_full", "full"]))(n)
    n.t("   Location: "); n.p(rng.choice([C.ward, "Treetops Day Unit", "Cedar Suite"]), "HOSPITAL"); n.t("\n")
    n.t("Copy to: "); doc(rng, C.gp, "title_full", cred=False)(n); n.t(", "); n.p(C.gp_practice, "HOSPITAL"); n.t("\n")
    n.t("Specimen taken: "); n.p(M_date(rng, C.op_date, rng.choice(["dmy_slash", "dmy_upper", "iso"])), "DATE"); n.t(" " + K.time_(rng))
    n.t("   Received: "); n.p(M_date(rng, C.op_date + datetime.timedelta(days=rng.randint(0, 2)), rng.choice(["dmy_slash", "dmy_upper", "iso"])), "DATE")
    n.t("\nClinical details: " + proc[3] + "; " + proc[0].lower() + ". " + rng.choice(["?malignancy", "routine", "urgent - MDT next week", "previous BCC same site"]) + "\n")
    n.t("Specimen: A. " + proc[2] + " (formalin)\n")
    n.t("Order no. "); n.p(M.idnum(rng, "order"), "IDNUM"); n.t("   Lab no. "); spec = M.idnum(rng, "spec"); n.p(spec, "IDNUM"); n.t("\n\n")
    n.t("REPORT\n")
    mac, mic = HISTO.get(proc[2], ("Received in formalin.", "No significant abnormality."))
    n.t("Macroscopy: " + mac + " Blocks A1-A%d. (" % rng.randint(2, 12)); name(rng, M.clinician(rng, C.country, "nurse"), "DOCTOR", rng.choice(["initials", "initials", "init_last"]))(n); n.t(")\n")
    n.t("Microscopy: " + mic + "\n")
    if rng.random() < 0.4:
        n.t("Immunohistochemistry: CK7+, CK20-, TTF1-, p40-. Ki-67 approx 15%.\n")
    n.t("SNOMED: " + rng.choice(["T57000 M40000", "T66000 M80903", "T56000 M45000", "T01000 M80903"]) + "\n")
    if rng.random() < 0.4:
        n.t("Compared with previous biopsy "); n.p(M.idnum(rng, "spec"), "IDNUM"); n.t(" ("); n.p(M_date(rng, C.ref_date, rng.choice(["month_year", "year", "dmy_slash"])), "DATE"); n.t(").\n")
    n.t("Conclusion: " + mic.split(".")[0] + ".\n\n")
    n.t("Reported by: "); doc(rng, C.path, rng.choice(["title_full", "full", "title_last"]))(n)
    n.t(", Consultant Histopathologist   "); lic(rng, C, C.path)(n); n.t("\n")
    if rng.random() < 0.4:
        n.t("Second opinion: "); doc(rng, M.clinician(rng, C.country, "path"), "title_last")(n); n.t(" at "); n.p(C.hosp2, "HOSPITAL"); n.t("\n")
    n.t("Authorised "); n.p(M_date(rng, C.clinic_date - datetime.timedelta(days=7), rng.choice(["dmy_slash", "long", "iso"])), "DATE"); n.t(" " + K.time_(rng))
    n.t("\nDiscussed at MDT on "); n.p(M_date(rng, C.clinic_date - datetime.timedelta(days=3), rng.choice(["wd_long", "wd_slash", "long"])), "DATE"); n.t(".\n")
    if rng.random() < 0.5:
        n.t("View online: "); n.p(M.url(rng), "URL"); n.t(" (accession "); n.p(spec, "IDNUM"); n.t(")\n")
    return n


def consent(rng, C):
    n = Note()
    proc = K.proc_for(rng, C.sex)
    form = rng.choice(["Consent Form 1", "Consent Form 4 (adult lacking capacity)", "Patient agreement to investigation or treatment", "Informed consent record"])
    n.t(form.upper() + " - SUMMARY\n"); n.p(C.hosp, "HOSPITAL"); n.t("   Form ref "); n.p(M.idnum(rng, "booking"), "IDNUM"); n.t("\n\n")
    pt_block(rng, C, n)
    n.t("Responsible consultant: "); doc(rng, C.surgeon, rng.choice(["title_full", "title_last"]))(n); n.t("\n\n")
    n.t("Proposed procedure: " + proc[0] + " (" + rng.choice(["left", "right", "midline", "bilateral"]) + ")\n")
    n.t("Intended benefits: relief of symptoms; diagnosis.\n")
    n.t("Serious or frequently occurring risks discussed: bleeding, infection (%d%%), VTE, " % rng.randint(1, 5)
        + rng.choice(["bile leak 1%, conversion to open 5%", "recurrence 2-5%, chronic groin pain", "nerve injury, stiffness, revision",
                      "anastomotic leak 5-10%, stoma", "recurrent laryngeal nerve palsy, hypocalcaemia", "secondary haemorrhage 3%"]) + ".\n")
    n.t("Alternatives: " + rng.choice(["conservative management", "watchful waiting", "radiotherapy", "no treatment"]) + ".\n")
    n.t("Blood products: " + rng.choice(["accepts", "declines - Jehovah's Witness, advance decision on file", "accepts with discussion"]) + ".\n")
    n.t("Anaesthesia: " + rng.choice(["GA", "regional", "LA", "sedation"]) + "; leaflet '" + rng.choice(["You and your anaesthetic", "Anaesthesia explained"]) + "' given.\n")
    if rng.random() < 0.5:
        n.t("Extra information: "); n.p(M.url(rng), "URL"); n.t("\n")
    n.t("\nCapacity: " + rng.choice(["has capacity", "has capacity", "lacks capacity - best interests meeting held"]))
    if rng.random() < 0.4:
        n.t("; interpreter used ("); name(rng, M.person(rng, C.country, kind="family"), "DOCTOR", rng.choice(["full", "given"]))(n)
        n.t(", " + rng.choice(["Polish", "Tongan", "Punjabi", "Irish", "Arabic", "Vietnamese", "Samoan"]) + ", ID "); n.p(M.digits(rng, 5), "IDNUM"); n.t(")")
    n.t(".\n")
    n.t("Present: " + C.rel_role + " "); name(rng, C.rel, "FAMILY", rng.choice(["full", "title_full", "given"]))(n); n.t(".\n")
    if rng.random() < 0.35:
        n.t("Welfare attorney / EPOA: "); name(rng, C.rel2, "FAMILY", "full")(n); n.t(", "); addr(rng, M.address(rng, C.country), "line")(n)
        n.t(", tel "); n.p(M.phone(rng, C.country), "PHONE"); n.t("\n")
    n.t("\nPatient signature obtained "); n.p(M_date(rng, C.preop_date, rng.choice(["dmy_slash", "long", "dmy_dot2"])), "DATE"); n.t(" (clinic)\n")
    n.t("Confirmation of consent on day of surgery "); n.p(M_date(rng, C.op_date, rng.choice(["dmy_slash", "dm", "dmy_dot2"])), "DATE")
    n.t(" " + K.time_(rng, 7, 9) + " by "); doc(rng, rng.choice([C.surgeon, C.asst]), rng.choice(["full", "title_last"]))(n); n.t("\n")
    n.t("Clinician: "); doc(rng, C.asst, "full", cred=False)(n); n.t(", " + rng.choice(["ST4 General Surgery", "Registrar", "Fellow"]) + "  ")
    lic(rng, C, C.asst)(n); n.t("\n")
    n.t("Copy given to patient: yes. Scanned to record by "); n.p(M.username(rng, M.person(rng, C.country)), "USERNAME"); n.t(".\n")
    return n


def referral(rng, C):
    n = Note()
    proc = K.proc_for(rng, C.sex)
    n.p(C.gp_practice, "HOSPITAL"); n.t("\n"); addr(rng, M.address(rng, C.country), "multi")(n); n.t("\n")
    n.t("T: "); n.p(M.phone(rng, C.country, False), "PHONE"); n.t("   F: "); n.p(M.phone(rng, C.country, False), "FAX")
    n.t("\nE: "); n.p(M.email(rng, C.gp), "EMAIL"); n.t("\n\n")
    n.p(M_date(rng, C.ref_date, rng.choice(["long", "ord_long", "dmy_slash"])), "DATE"); n.t("\n\n")
    n.t(rng.choice(["Surgical Outpatients", "The Surgical Registrar", "Dear Colleague"]) + "\n"); n.p(C.hosp, "HOSPITAL"); n.t("\n\n")
    n.t("Re: "); name(rng, C.pt, "PATIENT", rng.choice(["title_full", "upper_full", "full"]))(n)
    n.t("  DOB "); n.p(M_date(rng, C.dob, "dmy_slash"), "DATE"); n.t("  " + natid_label(rng, C) + " "); n.p(C.natid, "MRN"); n.t("\n")
    addr(rng, C.addr, "line")(n); n.t("   Mob "); n.p(C.mobile, "PHONE"); n.t("\n\n")
    n.t("Dear " + rng.choice(["Colleague", "Doctor", "Surgeon"]) + ",\n\nThank you for seeing this ")
    age(rng, C.age, C.sex, rng.choice(["year_old", "words", "yr_old"]))(n)
    n.t(" " + rng.choice(["lady", "gentleman", "patient"]) + " with " + proc[3] + ", whom I would like considered for " + proc[0].lower() + ". ")
    n.t("Symptoms since "); n.p(M_date(rng, C.ref_date - datetime.timedelta(days=rng.randint(60, 400)), rng.choice(["month_year", "mon_year", "month", "year"])), "DATE")
    n.t(", worse " + rng.choice(["after fatty meals", "on lifting at work", "at night", "when standing"]) + ".\n\n")
    n.t("PMH: " + ", ".join(rng.sample(K.PMH, 3)) + ".\nMeds: " + ", ".join(rng.sample(K.MEDS, 3)) + ".\n")
    n.t("Social: " + rng.choice(["works as a ", "employed as a ", "self-employed "])); n.p(C.job, "PROFESSION")
    n.t(rng.choice([" with ", " at "])); n.p(C.employer, "ORGANIZATION"); n.t("; lives with " + C.rel_role + " ")
    name(rng, C.rel, "FAMILY", rng.choice(["given", "full"]))(n); n.t(".\n")
    if rng.random() < 0.4:
        n.t("Recently returned from "); n.p(C.abroad, "COUNTRY"); n.t(" where " + rng.choice(["an US scan", "a CT", "bloods"]) + " were done; report attached.\n")
    if rng.random() < 0.5:
        n.t("Private cover with "); n.p(C.insurer, "ORGANIZATION"); n.t(", " + rng.choice(HP_LABEL[C.country]) + " "); n.p(C.hp, "HEALTHPLAN"); n.t(".\n")
    n.t("Recent bloods: " + K.labs(rng, 5, ", ") + ".\n\n")
    n.t("Kind regards,\n\n"); doc(rng, C.gp, rng.choice(["title_full", "full"]))(n); n.t("\n" + rng.choice(["GP Partner", "General Practitioner", "Salaried GP"]))
    n.t("\n"); lic(rng, C, C.gp)(n); n.t("\n")
    if rng.random() < 0.5:
        n.t("Sent via e-referral, UBRN "); n.p(M.digits(rng, 4) + " " + M.digits(rng, 4) + " " + M.digits(rng, 4), "IDNUM"); n.t("\n")
    return n


def implant_record(rng, C):
    n = Note()
    n.t(rng.choice(["IMPLANT REGISTRY RECORD", "Prosthesis / implant traceability sheet", "Joint Registry submission (MDS)"]) + "\n")
    n.p(C.hosp, "HOSPITAL"); n.t("  unit code " + rng.choice(["H2104", "RX9", "ZQ33"]) + "\n\n")
    n.t("Patient: "); name(rng, C.pt, "PATIENT", rng.choice(["last_first_up", "full", "last_first"]))(n); n.t("\n")
    n.t("DOB: "); n.p(M_date(rng, C.dob), "DATE"); n.t("  Sex: " + C.sex + "  Age at op: "); n.p(str(C.age), "AGE"); n.t("\n")
    n.t(natid_label(rng, C) + ": "); n.p(C.natid, "MRN"); n.t("   Local no: "); n.p(C.mrn, "MRN"); n.t("\n")
    n.t("Postcode: "); n.p(C.addr["zip"], "ZIP"); n.t("\n")
    n.t("Op date: "); n.p(M_date(rng, C.op_date, rng.choice(["dmy_slash", "iso", "dmy_upper"])), "DATE"); n.t("   Theatre "); n.p(C.theatre, "LOCATION_OTHER"); n.t("\n")
    n.t("Consultant: "); doc(rng, C.surgeon, "title_full")(n); n.t(" ("); lic(rng, C, C.surgeon)(n); n.t(")\n")
    n.t("Operating surgeon grade: " + rng.choice(["Consultant", "SpR supervised scrubbed", "Fellow"]) + "\n")
    n.t("Procedure: " + rng.choice(["Primary TKR", "Primary THR", "Revision THR (stem only)", "UKR medial", "Hemiarthroplasty", "Cataract + IOL", "Open mesh hernia repair"]) + "  Side: " + rng.choice(["L", "R"]) + "\n")
    n.t("BMI %.1f   " % rng.uniform(20, 42) + K.asa(rng) + "   Thromboprophylaxis: aspirin 150 mg x 6 weeks\n\n")
    pipe = rng.random() < 0.5
    if pipe:
        n.t("| Component | Manufacturer / model | Catalogue | Lot | Serial |\n|---|---|---|---|---|\n")
    else:
        n.t("Component                 Model                       Lot           Serial\n")
    for it, model in rng.sample(K.IMPLANTS, rng.randint(2, 5)):
        lot = M.device(rng)
        sn = M.device(rng)
        if pipe:
            n.t("| " + it + " | " + model + " | " + rng.choice(["1012-34-050", "71335612", "N/A"]) + " | ")
            n.p(lot, "DEVICE"); n.t(" | "); n.p(sn, "DEVICE"); n.t(" |\n")
        else:
            n.t(it.ljust(26) + model.ljust(28)); n.p(lot, "DEVICE"); n.t(" " * max(1, 14 - len(lot))); n.p(sn, "DEVICE"); n.t("\n")
    n.t("\nBone cement: " + rng.choice(["Palacos R+G 40 g x2", "Simplex P", "uncemented"]) + "\n")
    n.t("Stickers scanned by "); doc(rng, C.nurse, rng.choice(["full", "init_last"]), cred=False)(n)
    n.t(" (scanner "); n.p(M.device(rng), "DEVICE"); n.t(", login "); n.p(M.username(rng, C.nurse), "USERNAME"); n.t(")\n")
    n.t("Patient consent to registry: " + rng.choice(["yes", "yes", "declined"]) + ". Implant card given to patient.\n")
    if rng.random() < 0.5:
        n.t("Submitted "); n.p(M_date(rng, C.op_date + datetime.timedelta(days=rng.randint(1, 10)), rng.choice(["dmy_slash", "iso"])), "DATE")
        n.t(" from "); n.p(M.ipaddr(rng), "IPADDR"); n.t(", submission id "); n.p(M.idnum(rng, "x"), "IDNUM"); n.t("\n")
    return n
