"""Genres: outpatient follow-up letter, discharge summary (dev247_en)."""
import datetime

import pools
from blocks import at, audit, cty, dx_line, hol, id_header, labs, letterhead, make_case, meds, near, sign, social
from core import P, nm

TD = datetime.timedelta


def months(a, b):
    return max(1, round((b - a).days / 30.4))


def fu_letter(ctx, n):
    r = ctx.r
    c = make_case(ctx, -r.randint(120, 1900))
    pt = ctx.pt
    us, nz = ctx.c == "US", ctx.c == "NZ"
    sur = ctx.clin("surgeon" if (c.surgical and ctx.p(0.7)) else "oncologist")
    gp = ctx.clin("gp")
    sec = ctx.clin("scribe")
    dept = ctx.ch(["Department of Oral & Maxillofacial Surgery", "Head and Neck Surgery", "ENT / Head & Neck Unit",
                   "Clinical Oncology", "Head & Neck Oncology Service"])
    letterhead(ctx, n, dept)
    n("\n")
    if ctx.p(0.7):
        n(ctx.ch(["Consultant: ", "Dictated by: "]), nm(sur, ctx.ch(["title_full", "title_init_sur"])), ctx.ch(["   Secretary: ",
                                                                                                         " | Sec: "]),
          nm(sec, ctx.ch(["full", "given_init"])), ctx.ch([" ", " direct line "]), P(ctx.phone() + (ctx.ext() if ctx.p(0.3) else ""), "PHONE"),
          "\n")
    n("Our ref: ", P(sur.ini(), "DOCTOR"), "/", P(sec.ini().lower(), "DOCTOR"))
    if ctx.p(0.5):
        n("/", P(pt.mrn, "MRN"))
    n("\n")
    clinic = ctx.today
    typed = clinic + TD(days=r.randint(1, 12))
    at(ctx, clinic)
    n(ctx.ch(["Clinic date: ", "Seen: ", "Date of clinic: "]), ctx.D(clinic), ctx.ch(["   Dictated: ", "  D: "]),
      ctx.D(clinic), ctx.ch(["   Typed: ", "  T: "]), ctx.D(typed), "\n\n")
    if not us and ctx.p(0.5):
        n("PRIVATE AND CONFIDENTIAL\n")
    n(nm(gp, ctx.ch(["title_full", "title_init_sur"])), "\n")
    prac = ctx.ch(pools.GP_PRACTICES[ctx.c])
    n(P(prac, "HOSPITAL"), "\n", ctx.addr(near(ctx), sep="\n"), "\n\n")
    n({"UK": "Dear Dr ", "US": "Dear Dr. ", "NZ": ctx.ch(["Dear Dr ", "Kia ora Dr ", "Tēnā koe Dr "])}[ctx.c], P(gp.surname, "DOCTOR"),
      ":" if us else ",", "\n\n")
    n("Re: ", nm(pt, ctx.ch(["title_full", "sf_caps", "caps", "full_mid"])), ctx.ch(["   DOB: ", ", DOB ", "  D.O.B. "]), ctx.D(pt.dob))
    if ctx.c == "UK":
        n(ctx.ch(["   NHS No: ", ", NHS "]), P(pt.nat, "MRN"))
    elif nz:
        n("   NHI: ", P(pt.mrn, "MRN"))
    else:
        n("   MRN: ", P(pt.mrn, "MRN"))
    n("\n")
    if ctx.p(0.6):
        n("     ", ctx.addr(pt.addr), "\n")
    n("\n")
    n("Diagnosis: ", dx_line(ctx, c), "\n")
    n("Treatment: ")
    if c.surgical:
        n(c.proc, " (", ctx.D(c.surg), ")")
        if c.adjuvant and c.rt_dose:
            n("; adjuvant ", "chemo" if c.chemo else "", "RT ", c.rt_dose, " completed ", ctx.D(c.rt_end))
    else:
        n(c.rt_dose, (" with " + c.chemo) if c.chemo else "", ", completed ", ctx.D(c.rt_end))
    n("\n")
    status = ctx.ch(["NED", "NED", "NED", "suspicious", "ORN"])
    n("Current status: ", {"NED": "no evidence of disease", "suspicious": "? recurrence - for EUA and biopsy",
                           "ORN": "no recurrence; early osteoradionecrosis"}[status], "\n")
    n("Plan: ", ctx.ch(["follow-up 3 months", "follow-up 6 months", "EUA + biopsy", "PET-CT then clinic", "discharge to 6-monthly"]),
      "\n\n")
    form_first = ctx.ch(["title_sur", "given", "title_sur"])
    end = c.rt_end if c.rt_dose else c.surg
    n(ctx.ch(["I reviewed ", "I saw ", "Thank you for allowing me to see ", "We saw "]), nm(pt, form_first),
      ctx.ch([" in the joint head and neck follow-up clinic today", " in clinic today", " at the combined clinic"]))
    if ctx.p(0.5):
        n(ctx.ch([", accompanied by ", " with "]), pt.his, " ", pt.kin.rel, " ", nm(pt.kin, ctx.ch(["given", "full", "title_full"])))
    n(". ", pt.he.capitalize(), f" is now {months(end, clinic)} months following completion of treatment. ")
    n(ctx.ch([f"{pt.he.capitalize()} reports a dry mouth and some stiffness of the neck but is otherwise well. ",
              f"{pt.he.capitalize()} is eating a soft diet and has put on {r.randint(1, 6)} kg. ",
              f"{pt.he.capitalize()} has noticed intermittent {c.side} ear pain over the last month. ",
              f"{pt.he.capitalize()} still takes one PEG feed overnight but manages most meals orally. "]))
    if ctx.p(0.5):
        n(pt.he.capitalize(), ctx.ch([" has returned to work as a ", " is back part-time as a ", " has retired early from work as a "]),
          P(pt.job, "PROFESSION"))
        if ctx.p(0.5):
            n(" at ", P(ctx.ch(pools.ORGS), "ORGANIZATION"))
        n(". ")
    if ctx.p(0.35):
        trip = ctx.today + TD(days=r.randint(20, 120))
        n(pt.he.capitalize(), " is planning a trip to ", cty(ctx.ch(pools.COUNTRIES)), " in ", ctx.Dp(trip),
          " and I have provided a letter for travel insurance. ")
    if ctx.p(0.2):
        n(pt.he.capitalize(), ctx.ch([" hopes to be eating normally by ", " asked whether the PEG can come out before ",
                                      " would like to be back at church by "]), hol(ctx), ". ")
    n("\n\n")
    n(ctx.ch(["On examination ", "Examination: "]))
    if status == "suspicious":
        n(f"there is an area of induration at the {c.side} posterior margin which I have biopsied today (",
          P(ctx.accession(), "IDNUM"), "). ")
    elif status == "ORN":
        n(f"there is a {r.randint(4, 12)} mm area of exposed bone lingual to the {c.side} mandible. ")
    else:
        n(ctx.ch(["the flap is healthy with no suspicious areas. ", "the oral cavity is clear; mucosa atrophic but intact. "]))
    n(ctx.ch(["The neck is soft with no palpable lymphadenopathy. ", "Post-radiation fibrosis in the neck, no discrete nodes. ",
              "There is lymphoedema submentally (MDACC grade 1b). "]))
    n(f"Flexible nasendoscopy: {ctx.ch(['satisfactory, cords mobile', 'post-RT oedema of arytenoids, airway adequate', 'no mucosal abnormality'])}. "
      f"Mouth opening {r.randint(18, 45)} mm.\n\n")
    if ctx.p(0.5):
        tsh = r.randint(45, 140) / 10
        n(f"Bloods on ", ctx.Dn(clinic - TD(days=r.randint(3, 20))), f": TSH {tsh} mU/L, free T4 {r.randint(8, 16)} pmol/L. ")
        if tsh > 6:
            n(ctx.ch(["I would be grateful if you could start levothyroxine 25 micrograms daily and repeat TFTs in 6 weeks. ",
                      "This is consistent with post-radiation hypothyroidism; please consider levothyroxine. "]))
        n("\n\n")
    if ctx.p(0.5):
        n(ctx.ch(["PET-CT ", "MRI neck ", "CT neck "]), ctx.D(end + TD(days=r.randint(80, 110))), ": ",
          ctx.ch(["complete metabolic response (Hopkins 1)", "no residual or recurrent disease", "equivocal uptake level II - repeat in 3/12"]),
          ".\n\n")
    paren = ctx.p(0.5)
    n(ctx.ch(["We will see ", "I have arranged to see ", "Plan to review "]), nm(pt, "title_sur"),
      " again in ", ctx.ch(["3 months", "6 months", "6/12", "3/12"]), " (" if paren else ", around ",
      ctx.Dp(clinic + TD(days=r.randint(85, 185))), ")" if paren else "", ". ")
    if ctx.p(0.4):
        n("I have also referred ", pt.him, " to ", nm(ctx.clin("slt"), ctx.ch(["full", "full_cred"])), " (SLT) and ",
          nm(ctx.clin("restorative"), ctx.ch(["title_sur", "title_full"])), " for ", ctx.ch(["trismus", "dental review",
                                                                                            "swallowing review"]), ". ")
    if ctx.p(0.3):
        n("Further information about the clinic is available at ", P(ctx.url(), "URL"), ". ")
    n("\n\n", ctx.ch(["Yours sincerely,", "Kind regards,", "Yours sincerely"]) if not nz else ctx.ch(["Ngā mihi,", "Yours sincerely,"]), "\n\n\n")
    n(nm(sur, ctx.ch(["full", "title_full", "full_cred"])), "\n", sur.cred if ctx.p(0.5) else "", "\n" if ctx.p(0.5) else "")
    n(ctx.ch(["Consultant ", ""]), ctx.ch(["Oral & Maxillofacial Surgeon", "Head & Neck Surgeon", "Clinical Oncologist",
                                          "Surgeon"]) if sur.role == "surgeon" else ctx.sp("Clinical Oncologist", "Radiation Oncologist"), "\n")
    if us and ctx.p(0.6):
        lab, val = ctx.lic(sur)
        n(lab, P(val, "LICENSE"), "\n")
    n("\ncc: ", ctx.ch(["Patient", "Patient (by post)"]), ", ")
    if ctx.p(0.5):
        n(ctx.addr(pt.addr), "; ")
    n(nm(ctx.clin("oncologist" if sur.role == "surgeon" else "surgeon"), ctx.ch(["title_sur", "title_init_sur"])), ", ",
      P(ctx.hosp2, "HOSPITAL"))
    if ctx.p(0.4):
        n("; ", nm(ctx.clin("cns"), "full"), ", CNS")
    n("\n")
    if ctx.p(0.3):
        n("\nTyped by ", nm(sec, "given_init"), " ", ctx.D(typed), " - not checked by consultant prior to sending\n")
    audit(ctx, n, sec, 0.3)


def discharge(ctx, n):
    r = ctx.r
    c = make_case(ctx, -r.randint(5, 20))
    while not c.surgical:
        c = make_case(ctx, -r.randint(5, 20))
    adm = c.surg - TD(days=ctx.ch([0, 0, 1]))
    dis = c.surg + TD(days=r.randint(6, 24))
    at(ctx, dis)
    pt = ctx.pt
    sur, fy = ctx.clin("surgeon"), ctx.clin("registrar")
    us = ctx.c == "US"
    n(ctx.ch(["DISCHARGE SUMMARY", "Inpatient Discharge Letter", "Discharge Summary - Maxillofacial Surgery",
              "HOSPITAL DISCHARGE SUMMARY"]), "\n")
    n(P(ctx.hosp, "HOSPITAL"), " - ", P(ctx.ward, "HOSPITAL"), "\n\n")
    id_header(ctx, n, ctx.ch(["lines", "grid", "bar"]), addr=True, kin=ctx.p(0.6), gp=True)
    if us or ctx.p(0.3):
        n(ctx.ch(["Encounter #: ", "Visit no: ", "Spell no. "]), P(ctx.acct(), "ACCOUNT"), "\n")
    n("\nAdmitted: ", ctx.D(adm), ctx.ch(["   Discharged: ", " | Discharge: "]), ctx.D(dis), f"   LOS {(dis - adm).days} days\n")
    n("Consultant: ", nm(sur, ctx.ch(["title_sur", "title_full"])), ctx.ch(["   Specialty: OMFS", "   Specialty: ENT/H&N", ""]), "\n")
    n("\nDiagnosis: ", dx_line(ctx, c), "\n")
    n("Procedure: ", c.proc, " - ", ctx.D(c.surg), "\n")
    n("\nClinical summary / hospital course:\n")
    n(ctx.age(ctx.ch(["-year-old", "yo", "M", "word"])), " admitted electively. ")
    if ctx.p(0.4):
        n("GCS 15/15 (Glasgow Coma Scale) throughout. ")
    n(ctx.ch(["Uneventful post-op course in ICU (POD 0-1) then ward. ", "Returned to theatre POD 1 for venous congestion - "
              "coupler redone, flap salvaged. ", "Post-op course complicated by HAP (CURB-65 2) treated with IV co-amoxiclav. ",
              "Neck haematoma POD 2 evacuated at bedside. "]))
    n(f"Flap {ctx.ch(['viable throughout', 'healthy at discharge', 'partial skin paddle loss - dressings'])}. "
      f"Tracheostomy {ctx.ch(['downsized POD 5 and decannulated POD 7', 'decannulated POD 9', 'remains in situ - community trache team aware'])}. ")
    n(f"SLT: {ctx.ch(['IDDSI 4 diet + IDDSI 0 fluids', 'NBM, PEG dependent', 'soft diet, fluids with chin tuck'])}. "
      f"Drains out POD {r.randint(3, 6)}. Mobilising with physio.\n")
    if ctx.p(0.5):
        n("Last bloods (", ctx.Dn(dis - TD(days=1)), "): ", labs(ctx), "\n")
    n("\nDischarge medications:\n")
    for m in meds(ctx, r.randint(4, 8)):
        n("  ", m, ctx.ch(["", " (new)", " - continue", " (changed)", ""]), "\n")
    n("Stopped: ", ctx.ch(["aspirin (restart after review)", "nil", "metformin (NBM) - restart when eating", "ibuprofen"]), "\n")
    n("Allergies: ", ctx.ch(["NKDA", "penicillin - anaphylaxis", "elastoplast", "morphine (itch)"]), "\n")
    n("\nFollow-up:\n")
    n("- OMFS clinic ", ctx.D(dis + TD(days=r.randint(7, 21))), " ", ctx.time(), " with ", nm(sur, "title_sur"), "\n")
    n("- Clinical oncology (", nm(ctx.clin("oncologist"), "title_sur"), ", ", P(ctx.hosp2, "HOSPITAL"), ") re adjuvant RT\n")
    n("- SLT ", nm(ctx.clin("slt"), ctx.ch(["full", "given"])), " and dietitian (home visit) - ", P(ctx.phone(), "PHONE"), "\n")
    if ctx.p(0.5):
        n("- District nurse: wound check/suture removal day 10-14; referral faxed to ", P(ctx.phone(), "FAX"), "\n")
    n(ctx.sp("\nFor GP: ", "\nFor PCP: "), ctx.ch(["please check U&E and Mg in 1 week", "please continue LMWH to complete 28 days",
                            "nil specific actions", "review mood; started sertraline"]), ".\n")
    k = r.random()
    if k < 0.3:
        n("Discharged to: ", P(ctx.ch(pools.CAREHOME), "HOSPITAL"), " (interim placement) - ", ctx.addr(near(ctx)), "\n")
    elif k < 0.7:
        n("Discharged to: home (", ctx.addr(pt.addr), ") with ", pt.his, " ", pt.kin.rel, " ", nm(pt.kin, ctx.ch(["given", "full"])), "\n")
    else:
        n("Discharged to: home; collected by ", pt.kin.rel, " ", nm(pt.kin, "given"), " (car reg ", P(ctx.plate(), "VEHICLE"), ")\n")
    n(ctx.ch(["Driving: not to drive for 6 weeks / until neck rotation adequate.\n", "Driving: advised no driving while on opioids.\n", ""]))
    if ctx.p(0.3):
        social(ctx, n, 1)
        n("\n")
    sign(ctx, n, fy, lic=0.5, contact=0.7, dated=0.7, lead=ctx.ch(["\nCompleted by: ", "\nSigned: ", "\nDischarging doctor: "]))
    if ctx.p(0.3):
        n("Pharmacy TTO checked: ", nm(ctx.clin("pharmacist"), ctx.ch(["full", "init_sur"])), "\n")
    audit(ctx, n, fy, 0.4)
