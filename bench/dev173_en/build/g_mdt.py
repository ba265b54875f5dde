"""Genre: tumour stream (multidisciplinary) meeting list."""
import datetime

import pools_clin as PC
import pools_places as PP

PATH = {
    "Lung": ["TTF-1+, napsin A+", "PD-L1 TPS 60%", "EGFR/ALK neg on NGS", "SCLC, Ki-67 90%"],
    "Breast": ["ER 95%, PR 40%, HER2 IHC 1+", "HER2 IHC 3+", "grade 3 IDC, LVI present", "TNBC, TILs 30%"],
    "Colorectal": ["MMR proficient", "pMMR, KRAS G12D", "R0, 0/14 nodes", "EMVI positive"],
    "Upper GI": ["HER2 neg, CPS 8", "signet ring features", "ypT2N1, TRG 3"],
    "HPB": ["adenocarcinoma, CA19-9 1,840", "BRCA2 germline neg", "R1 posterior margin"],
    "Urology": ["Gleason 4+3, 8/12 cores", "Gleason 4+5", "pT2 HG urothelial, muscle present"],
    "Gynae": ["HGSOC, BRCA1 mut", "dMMR (MLH1/PMS2 loss)", "p53 abnormal"],
    "Head & Neck": ["p16+", "SCC, PNI present", "margin 0.8 mm"],
    "Neuro-onc": ["IDH-wt, MGMT unmethylated", "IDH-mut, 1p/19q codeleted"],
    "Melanoma": ["Breslow 3.2 mm, ulcerated", "BRAF V600E", "SLNB 1/2 positive"],
    "Sarcoma": ["FNCLCC grade 3", "MDM2 amplified", "margin <1 mm"],
    "Haem": ["CD20+, BCL2+, MYC-", "Ki-67 80%", "CD30+, CD15+ (Reed-Sternberg cells)", "MYC/BCL2 double hit"],
}
IMAGING = {
    "Haem": (["PET-CT", "CT NCAP", "MRI spine"], ["Deauville 4", "Deauville 2 - CMR", "SUVmax 14.2", "new bulky mediastinal mass"]),
    "Neuro-onc": (["MRI brain", "MRI brain + perfusion"], ["progression vs pseudoprogression", "stable", "new enhancing focus"]),
    None: (["PET-CT", "CT CAP", "MRI pelvis", "MRI liver", "bone scan"], ["T2N1M0", "new liver lesions x3", "SUVmax 9.8",
                                                                    "no distant disease", "stable", "peritoneal nodularity"]),
}

SPECIALTIES = ["Med Onc", "Rad Onc", "Surgery", "Radiology", "Pathology", "Haematology", "Palliative Care",
               "CNS", "Trials", "Pharmacy", "Dietetics", "Psych Onc", "Nuclear Med", "Respiratory", "Gastro"]


def mdm(c, d):
    streams = sorted(set(x[0] for x in PC.DIAGNOSES))
    stream = c.ch(streams)
    pool = [x for x in PC.DIAGNOSES if x[0] == stream]
    force_sex = "F" if stream in ("Gynae", "Breast") else ("M" if stream == "Urology" and c.p(0.7) else None)
    scans, findings = IMAGING.get(stream, IMAGING[None])
    chair = c.staff("cons", fresh=True)
    coord = c.staff("rn", fresh=True)
    mdate = c.base
    tabular = c.p(0.35)
    mdt_name = c.ch(["Tumour Stream Meeting", "MDM", "MDT", "Multidisciplinary Team Meeting", "Tumour Board"])
    d.t(stream.upper() + " " + mdt_name.upper() + " - ").seg([(c.hosp, "HOSPITAL")]).t("\n")
    d.seg(c.dt(mdate, c.ch(["wd_full", "wd_short", None]))).t("  " + c.ch(["07:30-09:00", "12:30-14:00", "08:00", "16:00-17:30"]))
    d.t("   Venue: " + c.ch(["Level 3 seminar room, ", "Room 2.14, ", "Boardroom, ", "Lecture theatre B, "]))
    d.p(c.ch(PP.BUILDINGS), "LOCATION_OTHER").t(" + VC\n")
    d.t("VC link: ").p(c.url("vc"), "URL")
    if c.p(0.5):
        d.t("   room codec ").p(c.ip(), "IPADDR")
    d.t("\nDial-in: ").p(c.phone(c.ch(["land", "intl"])), "PHONE").t("\n")
    d.t("Chair: ").seg(c.doc(chair, c.ch(["dr_l", "dr_fl"]))).t("   Coordinator: ").seg(c.doc(coord, c.ch(["fl", "fl_cred"])))
    d.t(" (").p(c.email(coord), "EMAIL").t(", ").p(c.phone("ext"), "PHONE").t(")\n")
    if c.p(0.5):
        d.t("Linked sites: ")
        sites = c.r.sample(PP.HOSPITALS[c.c], c.ri(1, 3))
        for i, s in enumerate(sites):
            if i:
                d.t(", ")
            d.p(s, "HOSPITAL")
        d.t("\n")
    d.t("Attendance: ")
    for i in range(c.ri(4, 9)):
        if i:
            d.t("; ")
        s = c.staff(c.ch(["cons", "cons", "reg", "cns"]), fresh=True)
        d.seg(c.doc(s, c.ch(["fl", "il", "dr_l"]))).t(" (" + c.ch(SPECIALTIES) + ")")
    d.t("\nApologies: ").seg(c.doc(c.staff("cons", fresh=True), "dr_l")).t("\n\n")
    n = c.ri(4, 9)
    if tabular:
        d.t("#  | Patient | MRN | Age | Referrer | Question | Outcome\n")
    for k in range(1, n + 1):
        pt = c.patient(25, 92, sex=force_sex)
        dx = c.dx(pt, stream)
        ref = c.staff("cons", fresh=True)
        ref_site = c.ch([c.hosp, c.hospital()])
        q = c.ch(["? surgical candidate", "post-op histology review", "restaging - for 2L?", "RT vs SACT", "suitability for trial",
                  "confirm stage before treatment", "progression on " + c.ch(dx[2]), "? palliative approach"])
        outcome = c.ch(["For " + c.ch(dx[2]) + ", clinic next week", "Refer Rad Onc for SABR", "Repeat PET in 3/12",
                        "Best supportive care; refer palliative care", "Eligible for trial - consent at clinic",
                        "Surgery - listed", "Biopsy required (CT-guided)", "Discuss at next meeting with path review"])
        if tabular:
            d.t("%d | " % k).seg(c.pt(pt, c.ch(["LF", "LFU"]))).t(" | ").p(pt.mrn, "MRN").t(" | ").seg(c.age(pt.age, pt.sex, c.ch(["sexcat", "bare"])))
            d.t(" | ").seg(c.doc(ref, c.ch(["dr_l", "l"]))).t(" (").p(ref_site, "HOSPITAL").t(") | " + q + " | " + outcome + "\n")
            continue
        d.t("%d. " % k).seg(c.pt(pt, c.ch(["LFU", "LF", "fl"]))).t(" - ").seg(c.age(pt.age, pt.sex, c.ch(["sexcat", "yo", "y_o"])))
        d.t(" - " + c.ch(["MRN ", "UR ", ""])).p(pt.mrn, "MRN")
        if pt.nid and c.p(0.5):
            d.t(" / ").p(pt.nid, "MRN")
        d.t("\n   Referrer: ").seg(c.doc(ref, c.ch(["dr_l", "dr_fl"]))).t(", ").p(ref_site, "HOSPITAL").t("\n")
        d.t("   Dx: " + dx[1] + ". Dx date ").seg(c.dt(c.base - datetime.timedelta(days=c.ri(7, 900)), c.ch([None, "mon_y", "month_y"])))
        d.t(". " + c.ch(["ECOG 0", "ECOG 1", "ECOG 2", "ECOG 3"]) + ". " + c.ch(["Smoker 40 pk-yr.", "Never smoker.", "CCI 4.",
                                                                              "Lives remotely.", ""]) + "\n")
        d.t("   Path: ").p(c.idnum("path"), "IDNUM").t(" (").seg(c.dt(c.day(-40, -3), c.ch(["dm", "d_mon", None]))).t(") ")
        d.t(c.ch(PATH[stream]) + "\n")
        d.t("   Imaging: " + c.ch(scans) + " ").p(c.idnum("rad"), "IDNUM")
        d.t(" (").seg(c.dt(c.day(-30, -1), c.ch(["dm", None]))).t(") - " + c.ch(findings) + "\n")
        d.t("   Question: " + q + "\n")
        d.t("   Outcome: " + outcome)
        if "trial" in outcome.lower():
            d.t(" (screening ID ").p(c.idnum("trial"), "IDNUM").t(")")
        d.t("\n")
        if c.p(0.35):
            fam = c.family(pt)
            d.t("   Psychosocial: carer " + fam.extra["rel"] + " ").seg(c.fam(fam, c.ch(["f", "fl"])))
            d.t(c.ch(["; ", "; pt is a "]))
            if d.buf[-1].endswith("is a "):
                d.p(c.profession(), "PROFESSION").t("; ")
            d.t(c.ch(["lives in ", "travels from "]))
            a = c.address()
            d.seg(c.region_segs(a)).t(c.ch([" - needs accommodation", " - 4 h each way", ""]) + "\n")
        if c.p(0.3):
            d.t("   Actions: clinic with ").seg(c.doc(c.staff("cons"), "dr_l")).t(" on ").seg(c.dt(c.day(3, 14), c.ch(["wd_dm", "wd_short", None])))
            d.t("; letter to GP ").seg(c.doc(c.staff("gp", fresh=True), "dr_l")).t(" at ").p(c.gp_practice(), "HOSPITAL").t("\n")
        d.t("   Case no. ").p(c.idnum("mdt"), "IDNUM").t("\n\n")
    d.t("Next meeting: ").seg(c.dt(mdate + datetime.timedelta(days=7), c.ch(["wd_short", None]))).t(". Minutes by ")
    d.seg(c.doc(coord, "fl")).t(". " + c.ch(["Quorum met.", "Quorum not met - pathology absent.", "Audit: 92% cases with stage documented."]) + "\n")
