"""Inpatient genres: discharge summary, admission H&P, progress note, consult."""
import datetime as dt

from seg import P
import clin
import common
import ids
import pools


def onset(c):
    r = c.rng
    day = c.day(-r.randint(1, 6))
    return ids.D(day, r.choice(["wd", "wd", "md", "mon_d", "wd_md", "long"]))


def prior(c):
    r = c.rng
    day = c.d0 - dt.timedelta(days=r.randint(60, 2400))
    return ids.D(day, r.choice(["my", "y", "my"]))


def hpi(d, c, x, sc, transfer=None):
    r = c.rng
    d.w(sc["hpit"] if c.terse else sc["hpi"], x, onset=onset(c), prior=prior(c), holiday=ids.holiday(r))
    if transfer is None:
        transfer = r.random() < 0.45
    if transfer:
        if c.terse:
            d.w(r.choice([" transferred from {osh} for higher level of care.", " xfer from {osh}, seen there by {od}.",
                          " initially presented to {oshname} ({oshcity}, {oshst}), xferred for {svc}."]),
                x, od=[ "dr ", P("DOCTOR", c.staff("cons", 5).last)], svc=sc["service"].lower())
        else:
            d.w(r.choice([" {He} was transferred from {osh} for a higher level of care.",
                          " {He} initially presented to {osh}, where {he} was evaluated by {od} and transferred for {svc} evaluation.",
                          " Outside records from {oshname} in {oshcity}, {oshst} were reviewed."]),
                x, od=["Dr. ", P("DOCTOR", c.staff("cons", 5).full())], svc=sc["service"])
    if r.random() < 0.4:
        f = c.fam[r.randrange(len(c.fam))]
        if c.terse:
            d.w(" hx from pt and ")
            d.add(c.fam_ref(f))
            d.t(" at bedside.")
        else:
            d.t(" History was obtained from the patient and ")
            d.add(c.fam_ref(f))
            d.t(", who is at the bedside.")
    d.t("\n")


def device_line(d, c, sc):
    r = c.rng
    if not sc.get("dev"):
        return False
    kind, model = sc["dev"]
    sn = P("DEVICE", ids.device_sn(r))
    if c.terse:
        d.w("%s (%s) sn {sn}\n" % (kind, model.lower()), sn=sn)
    else:
        d.w("%s: %s, serial number {sn}\n" % (kind[0].upper() + kind[1:], model), sn=sn)
    return True


def pending(d, c):
    r = c.rng
    acc = P("IDNUM", ids.accession(r, c.d0.year))
    if c.terse:
        d.w(r.choice(["pending: bcx from {dd} (acc {a})\n", "f/u path acc# {a}, collected {dd}\n"]), a=acc,
            dd=ids.D(c.day(r.randint(0, 2)), "md"))
    else:
        d.w(r.choice(["Pending at discharge: blood cultures collected {dd}, accession {a}.\n",
                      "Pending: surgical pathology, specimen {a} (collected {dd}).\n"]), a=acc,
            dd=ids.D(c.day(r.randint(0, 2)), r.choice(["mdy", "md"])))


def portal(d, c, x):
    r = c.rng
    u = P("URL", ids.url(r, "portal"))
    if c.terse:
        d.w("portal acct activated - {u}, login {e}\n", u=u, e=x["email"])
    else:
        d.w("The patient was enrolled in the patient portal ({u}); results will be released there. Questions: {e} is on file.\n",
            u=u, e=x["email"])


# ------------------------------------------------------------------ discharge
def discharge(d, c, x, sc, layout):
    r = c.rng
    T = c.terse
    if layout == "letter" and not T:
        d.ln("{hospname}", x)
        d.ln("Department of Medicine, {hospcity}, {hospst}", x)
        d.add(ids.D(c.d1, "long"))
        d.t("\n\n")
        d.t("Dear ")
        d.add(c.doc(c.staff("pcp"), "dr"))
        d.t(",\n\n")
        d.w("I am writing to update you on your patient {ptfull} (DOB {dob}, MRN {mrn}), who was admitted to our service from {adm} to {dc} for {dx}.\n\n",
            x, dx=sc["dx"])
        hpi(d, c, x, sc)
        d.t("\nPast history includes ")
        clin.pmh_list(d, c, False, 3, numbered=False)
        d.t("Key studies: " + clin.imaging(c, sc, False) + "\n")
        d.t("\nHospital course: " + sc["course"] + " ")
        clin.lab_lines(d, c, sc, [c.day(0), c.day(c.los)], False, style="sentence")
        d.t(clin.negs(c, False, 2) + "\n\n")
        if device_line(d, c, sc):
            d.t("\n")
        d.w("{Pt} was discharged " + r.choice(["home with services from {hh}", "to {snf} for short-term rehabilitation",
                                                 "home with {fam0}"]) + ". ", x)
        d.w("A rolling walker was delivered by {dme}.\n\n", x)
        d.t("Other issues addressed:\n")
        clin.chronic_plan(d, c, False, r.randint(2, 3), bullet="- ")
        d.t("\nDischarge medications:\n")
        clin.meds_list(d, c, sc, False)
        clin.instructions(d, c, x, sc, False)
        d.t("\nFollow-up:\n")
        common.followup(d, c, x, r.randint(1, 2))
        pending(d, c)
        d.t("\nPlease do not hesitate to contact me with questions.\n\nSincerely,\n")
        common.signoff(d, c, x, "att")
        common.fax_cc(d, c, x)
        return
    common.header(d, c, x, "discharge summary" if T else "Discharge Summary")
    if T:
        d.w("adm {adm} d/c {dc} ({los}d)\natt: ", x, los=str(c.los))
        d.add(c.doc(c.staff("att"), "dr"))
        d.t("   res: ")
        d.add(c.doc(c.staff("res"), "last"))
        d.w("\npcp: ")
        d.add(c.doc(c.staff("pcp"), "dr"))
        d.w(" ({clinic})\n\n", x)
        d.t("dx: " + sc["dxt"] + "\n")
        clin.icd_lines(d, c, sc, True)
        d.t("\nhpi: ")
        hpi(d, c, x, sc)
        d.t("pmh: ")
        clin.pmh_list(d, c, True)
        if r.random() < 0.6:
            common.social(d, c, x)
        d.t("imaging: " + clin.imaging(c, sc, True) + "\n")
        d.t("\nhosp course:\n")
        d.t("# " + sc["dxt"] + ": " + sc["courset"] + "\n")
        clin.lab_lines(d, c, sc, [c.day(0), c.day(1), c.day(c.los)][: r.randint(2, 3)], True)
        d.t(clin.negs(c, True, 3) + "\n")
        clin.chronic_plan(d, c, True, r.randint(2, 4))
        if r.random() < 0.6:
            d.t("# consults: ")
            d.add(c.doc(c.staff("cons"), "dr"))
            d.t(" (" + sc["service"].lower() + ")\n")
        device_line(d, c, sc)
        d.t("\n")
        disp = r.randrange(3)
        if disp == 0:
            d.w("dispo: snf - {snf}, accepted {dd}, transport via {transport}\n", x, dd=ids.D(c.d1, "md"))
        elif disp == 1:
            d.w("dispo: home w/ {hh} (pt/ot/rn), dme {dme} - rw + shower chair\n", x)
        else:
            d.w("dispo: home w/ {fam0}, who will drive\n", x)
        d.t("d/c meds:\n")
        clin.meds_list(d, c, sc, True)
        d.t("stopped: " + r.choice(["naproxen", "hctz", "glipizide", "lisinopril (aki)", "none"]) + "\n")
        common.code_status(d, c, x)
        clin.instructions(d, c, x, sc, True)
        d.t("f/u:\n")
        common.followup(d, c, x, r.randint(1, 2))
        pending(d, c)
        if r.random() < 0.5:
            portal(d, c, x)
        common.signoff(d, c, x, "res", extra_roles=("att",) if r.random() < 0.5 else ())
        if r.random() < 0.5:
            common.fax_cc(d, c, x)
        return
    # formal sectioned
    d.w("Admission Date: {admf}\nDischarge Date: {dcf}\n", x)
    d.t("Attending Physician: ")
    d.add(c.doc(c.staff("att"), "full_cred"))
    d.t("\nDischarging Resident: ")
    d.add(c.doc(c.staff("res"), "full_cred"))
    d.t("\nPrimary Care: ")
    d.add(c.doc(c.staff("pcp"), "dr_full"))
    d.w(", {clinic}\n\n", x)
    d.t("PRINCIPAL DIAGNOSIS: " + sc["dx"][0].upper() + sc["dx"][1:] + "\nSECONDARY DIAGNOSES:\n")
    clin.icd_lines(d, c, sc, False)
    d.t("\nHISTORY OF PRESENT ILLNESS:\n")
    hpi(d, c, x, sc)
    d.t("\nPAST MEDICAL HISTORY:\n")
    clin.pmh_list(d, c, False)
    d.t("\nPERTINENT IMAGING/STUDIES:\n" + clin.imaging(c, sc, False) + "\n")
    d.t("\nHOSPITAL COURSE BY PROBLEM:\n")
    d.t("1. " + sc["dx"][0].upper() + sc["dx"][1:] + ": " + sc["course"] + "\n")
    clin.chronic_plan(d, c, False, r.randint(2, 4))
    d.t("Laboratory trend:\n")
    clin.lab_lines(d, c, sc, [c.day(0), c.day(1), c.day(c.los)][: r.randint(2, 3)], False)
    d.t(clin.negs(c, False, 3) + "\n")
    if r.random() < 0.7:
        d.t(sc["service"] + " was consulted (")
        d.add(c.doc(c.staff("cons"), "dr_full"))
        d.t(") and followed throughout the stay.\n")
    if sc.get("dev"):
        d.w("\nIMPLANTED DEVICE:\n")
        device_line(d, c, sc)
    d.t("\nCONDITION AT DISCHARGE: Stable. Ambulating with a walker; tolerating a regular diet.\n")
    disp = r.randrange(3)
    if disp == 0:
        d.w("DISPOSITION: Skilled nursing facility, {snfname}. Report called to the receiving nurse; transport by {transport}.\n", x)
    elif disp == 1:
        d.w("DISPOSITION: Home with home health through {hh} (skilled nursing, PT). Hospital bed and walker ordered from {dme}.\n", x)
    else:
        d.w("DISPOSITION: Home with family. {Pt} will stay with {fam0} in {city} for the first week.\n", x)
    d.t("\nDISCHARGE MEDICATIONS:\n")
    clin.meds_list(d, c, sc, False)
    d.t("Allergies: " + clin.allergies(c, False) + "\n")
    common.code_status(d, c, x)
    d.t("\n")
    clin.instructions(d, c, x, sc, False)
    d.t("\nFOLLOW-UP APPOINTMENTS:\n")
    common.followup(d, c, x, r.randint(1, 3))
    pending(d, c)
    if r.random() < 0.5:
        portal(d, c, x)
    d.t("\n")
    common.signoff(d, c, x, "att")
    if r.random() < 0.6:
        common.fax_cc(d, c, x)


# ------------------------------------------------------------------ H&P
def hp(d, c, x, sc, layout):
    r = c.rng
    T = c.terse
    common.header(d, c, x, "admission h&p" if T else "History and Physical")
    if T:
        d.w("adm {adm} to {svc} / rm {room}\n", x, svc=r.choice(["medicine", "hospitalist svc", "tele", "step-down"]))
        d.t("cc: " + sc["cct"] + "\n\nhpi: ")
        ap, word = common.age_phrase(c, x)
        hpi(d, c, x, sc)
        d.t("\npmh: ")
        clin.pmh_list(d, c, True)
        d.t("meds:\n")
        clin.meds_list(d, c, sc, True)
        d.t("all: " + clin.allergies(c, True) + "\n")
        common.social(d, c, x)
        common.family_hx(d, c, x)
        d.t(clin.ROS_T + "\n\n")
        d.t("pe: " + clin.vitals(c, True) + "\n")
        d.t(clin.exam_block(c, sc, True))
        d.t(clin.negs(c, True, 2) + "\n\n")
        d.t("labs:\n")
        if r.random() < 0.5:
            clin.lab_table(d, c, sc, [c.day(-1), c.day(0)], True)
        else:
            clin.lab_lines(d, c, sc, [c.day(-1), c.day(0)], True)
        d.t("imaging: " + clin.imaging(c, sc, True) + "\n")
        d.t("\na/p: ")
        d.add(common.age_phrase(c, x)[0])
        d.t(" w/ " + sc["dxt"] + "\n")
        for m in sc["meds"][:3]:
            d.t("- " + m.lower() + "\n")
        clin.chronic_plan(d, c, True, r.randint(2, 4))
        d.t("- dvt ppx: heparin sq 5000 q8h\n- dispo: pending, " + r.choice(["likely home", "may need snf", "pt/ot eval"]) + "\n")
        common.code_status(d, c, x)
        if r.random() < 0.4:
            d.w("id: pt's {dlst} dl {dl} scanned to chart\n", x)
        common.signoff(d, c, x, r.choice(["res", "np"]), when=c.d0, extra_roles=("att",) if r.random() < 0.5 else ())
        return
    d.w("Date of Admission: {adm}\nAdmitting Attending: ", x)
    d.add(c.doc(c.staff("att"), "dr_full"))
    d.w("\nSource: " + r.choice(["Emergency Department", "Direct admission from clinic", "Transfer"]) + "\nRoom: {room}, {unit}, {building}\n\n", x)
    d.t("CHIEF COMPLAINT: " + sc["cc"][0].upper() + sc["cc"][1:] + "\n\n")
    d.t("HISTORY OF PRESENT ILLNESS:\n")
    hpi(d, c, x, sc)
    d.t("\nPAST MEDICAL HISTORY:\n")
    clin.pmh_list(d, c, False)
    d.t("\nHOME MEDICATIONS:\n")
    clin.meds_list(d, c, sc, False)
    d.t("\nALLERGIES: " + clin.allergies(c, False) + "\n\n")
    common.social(d, c, x)
    common.family_hx(d, c, x)
    d.t(clin.ROS_F + "\n\n")
    d.t("PHYSICAL EXAMINATION:\nVitals: " + clin.vitals(c, False) + "\n")
    d.t(clin.exam_block(c, sc, False))
    d.t(clin.negs(c, False, 3) + "\n\n")
    d.t("LABORATORY DATA:\n")
    clin.lab_table(d, c, sc, [c.day(-1), c.day(0)], False)
    d.t("\nIMAGING: " + clin.imaging(c, sc, False) + "\n")
    d.t("\nASSESSMENT AND PLAN:\n")
    d.w("{Pt} is {art}", x)
    d.add(common.age_phrase(c, x)[0])
    d.t(" admitted with " + sc["dx"] + ".\n")
    for i, m in enumerate(sc["meds"][:4]):
        d.t("%d. %s\n" % (i + 1, m[0].upper() + m[1:]))
    d.t("%d. VTE prophylaxis with heparin 5,000 units SC q8h.\n" % (len(sc["meds"][:4]) + 1))
    clin.chronic_plan(d, c, False, r.randint(2, 4), start=len(sc["meds"][:4]) + 2)
    if r.random() < 0.5:
        d.t("Discussed with " + sc["service"] + ", ")
        d.add(c.doc(c.staff("cons"), "dr"))
        d.t(", who will see the patient.\n")
    common.code_status(d, c, x)
    if r.random() < 0.35:
        d.w("Identification: {dlst} driver's license {dl} verified at registration.\n", x)
    if r.random() < 0.3:
        d.w("SSN on file: {ssn}. Insurance: {insurer}, member ID {member}.\n", x)
    d.t("\n")
    common.signoff(d, c, x, r.choice(["res", "att", "np"]), when=c.d0, extra_roles=("att",) if r.random() < 0.4 else ())


# ------------------------------------------------------------------ progress
def progress(d, c, x, sc, layout):
    r = c.rng
    T = c.terse
    hd = r.randint(2, max(2, c.los))
    today = c.day(hd - 1)
    days = [c.day(hd - 3), c.day(hd - 2), today] if hd >= 3 else [c.day(0), today]
    if T:
        v = r.randrange(2)
        if v == 0:
            d.w("{hospacr} medicine progress note {dd}\n", x, dd=ids.D(today, r.choice(["md", "wd_md", "mdy_nopad"])))
            d.w("{ptfull}, ", x)
        else:
            d.w("pn hd#%d - {dd} - rm {room}\n" % hd, x, dd=ids.D(today, r.choice(["md", "wd_md"])))
            d.w("{ptinit} ", x)
        d.add(common.age_phrase(c, x)[0])
        d.w(" mrn {mrn}\n\n", x)
        d.t("s: " + r.choice(["no acute events o/n.", "pt c/o poor sleep, otherwise ok.", "bp rose to 170s o/n, prn hydralazine x1.",
                                "pt feels better, ambulated w/ pt."]))
        if r.random() < 0.6:
            d.t(" ")
            d.add(c.fam_ref(c.fam[0]))
            d.t(r.choice([" at bedside, updated.", " called for update.", " asking about snf."]))
        d.t("\no: " + clin.vitals(c, True) + "\n")
        d.t("i/o %d/%d\n" % (r.randint(800, 2400), r.randint(900, 4200)))
        d.t(clin.exam_block(c, sc, True))
        d.t("meds: " + "; ".join(m.lower() for m in sc["meds"]) + "\n")
        d.t("lines: " + r.choice(["piv x2", "r arm picc", "r ij cvc", "piv, foley"]) + "\n")
        d.t("labs:\n")
        clin.lab_lines(d, c, sc, days, True)
        d.t("\na/p: " + sc["dxt"] + ", hd#%d\n" % hd)
        d.t("- " + sc["courset"].split(". ")[0] + "\n")
        d.t("- " + clin.negs(c, True, 2) + "\n")
        clin.chronic_plan(d, c, True, r.randint(2, 4))
        if r.random() < 0.5:
            d.t("- ")
            d.add(c.doc(c.staff("cons"), "dr"))
            d.t(" (" + sc["service"].lower() + ") recs appreciated\n")
        d.t("- dispo: " + r.choice(["home tmrw if stable", "snf referral sent", "pending pt/ot", "cm following"]))
        if r.random() < 0.4:
            d.w(", {snf} reviewing", x)
        d.t("\n")
        if r.random() < 0.4:
            d.w("spoke w/ {fam1} {ph} re plan\n", x, ph=x["fam1ph"])
        common.signoff(d, c, x, r.choice(["res", "np", "att"]), when=today)
        return
    common.header(d, c, x, "Progress Note")
    d.w("Hospital Day %d, {dd}\n\n" % hd, x, dd=ids.D(today, r.choice(["wd_long", "long", "mdy"])))
    d.t("SUBJECTIVE: " + r.choice(["No acute events overnight.", "Reports improved breathing and slept well.",
                                    "Complains of mild nausea this morning; tolerated breakfast.",
                                    "Blood pressure rose to the 170s overnight and responded to hydralazine."]) + " ")
    if r.random() < 0.6:
        d.w("{Pt}'s ", x)
        d.t(r.choice(["family", "daughter", "spouse"]))
        d.t(" was updated by phone. ")
    d.t("\n\nOBJECTIVE:\nVitals: " + clin.vitals(c, False) + "\n")
    d.t("I/O: %d mL in / %d mL out\n" % (r.randint(800, 2400), r.randint(900, 4200)))
    d.t("Current medications: " + "; ".join(sc["meds"]) + ".\n")
    d.t("Lines/drains: " + r.choice(["peripheral IV x2", "right arm PICC", "right IJ central venous catheter", "peripheral IV; Foley catheter"]) + "\n")
    d.t("Exam:\n" + clin.exam_block(c, sc, False) + clin.negs(c, False, 2) + "\n\nLabs:\n")
    if r.random() < 0.5:
        clin.lab_table(d, c, sc, days, False)
    else:
        clin.lab_lines(d, c, sc, days, False)
    d.t("\nASSESSMENT/PLAN:\n")
    d.t("1. " + sc["dx"][0].upper() + sc["dx"][1:] + ": " + sc["course"].split(". ")[0] + ".\n")
    clin.chronic_plan(d, c, False, r.randint(2, 4))
    d.t("Disposition: " + r.choice(["anticipate discharge in 1-2 days.", "SNF referrals sent.",
                                       "awaiting insurance authorization."]) + "\n")
    if r.random() < 0.5:
        d.w("Case management (", x)
        d.add(c.doc(c.staff("cm"), "full_cred"))
        d.w(") following; {snf} reviewing referral.\n", x)
    d.t("\n")
    common.signoff(d, c, x, r.choice(["res", "att", "np"]), when=today)


# ------------------------------------------------------------------ consult
def consult(d, c, x, sc, layout):
    r = c.rng
    T = c.terse
    svc = sc["service"]
    cday = c.day(r.randint(0, 2))
    if T:
        d.w(svc.lower() + " consult - {dd}\n", x, dd=ids.D(cday, r.choice(["md", "wd_md", "mdy2"])))
        d.w("pt {ptplain} mrn {mrn} loc {unit} rm {room}" + r.choice(["", " ({building})"]) + "\n", x)
        d.t("req by ")
        d.add(c.doc(c.staff("att"), "dr"))
        d.w(" (pgr {pg}) re: " + sc["dxt"] + "\n\n", pg=x["pager_att"])
        d.t("hpi: ")
        hpi(d, c, x, sc)
        d.t("pmh: ")
        clin.pmh_list(d, c, True, 3)
        common.social(d, c, x)
        d.t("meds: " + "; ".join(m.lower() for m in clin.pick(r, clin.HOME_MEDS, 4)) + "\n")
        d.t("exam: " + clin.vitals(c, True) + "\n" + clin.exam_block(c, sc, True) + clin.negs(c, True, 2) + "\n")
        clin.lab_lines(d, c, sc, [c.day(0), cday], True)
        d.t("imaging: " + clin.imaging(c, sc, True) + "\n")
        d.t("\nimp: " + sc["dxt"] + "\nrecs:\n")
        for i, m in enumerate(sc["meds"][:3]):
            d.t("%d. %s\n" % (i + 1, m.lower()))
        d.t("%d. %s\n" % (4, r.choice(["will f/u", "will follow peripherally", "ok for procedure tmrw", "call w/ ?s"])))
        if sc.get("dev") and r.random() < 0.7:
            device_line(d, c, sc)
        if r.random() < 0.5:
            d.w("d/w pt + ")
            d.add(c.fam_ref(c.fam[0]))
            d.t("\n")
        common.signoff(d, c, x, "cons", when=cday, extra_roles=("fellow",) if r.random() < 0.4 else ())
        return
    common.header(d, c, x, svc + " Consultation")
    d.w("Date of Consult: {dd}\n", dd=ids.D(cday, r.choice(["mdy", "long", "wd_long"])))
    d.t("Requesting Physician: ")
    d.add(c.doc(c.staff("att"), "full_cred"))
    d.t("\nConsultant: ")
    d.add(c.doc(c.staff("cons"), "full_cred"))
    d.t("\nReason for Consultation: " + sc["dx"][0].upper() + sc["dx"][1:] + "\n\n")
    d.w("Thank you for asking us to see {pt}. ", x)
    d.t("\n\nHISTORY OF PRESENT ILLNESS:\n")
    hpi(d, c, x, sc)
    d.t("\nPAST MEDICAL HISTORY: ")
    clin.pmh_list(d, c, False, 3, numbered=False)
    d.t("MEDICATIONS: reviewed in the electronic record.\nALLERGIES: " + clin.allergies(c, False) + "\n")
    common.social(d, c, x)
    common.family_hx(d, c, x)
    d.t("\nEXAM: " + clin.vitals(c, False) + "\n" + clin.exam_block(c, sc, False) + clin.negs(c, False, 2) + "\n\nDATA:\n")
    clin.lab_lines(d, c, sc, [c.day(0), cday], False)
    d.t("Imaging: " + clin.imaging(c, sc, False) + "\n")
    d.t("\nIMPRESSION:\n")
    d.w("{age_ph} with " + sc["dx"] + ".\n", age_ph=common.age_phrase(c, x)[0])
    d.t("\nRECOMMENDATIONS:\n")
    for i, m in enumerate(sc["meds"][:4]):
        d.t("%d. %s\n" % (i + 1, m[0].upper() + m[1:]))
    if sc.get("dev"):
        d.t("%d. Device check: " % (len(sc["meds"][:4]) + 1))
        device_line(d, c, sc)
    d.t("We will continue to follow. Please page with questions.\n\n")
    common.signoff(d, c, x, "cons", when=cday, extra_roles=("fellow",) if r.random() < 0.4 else ())
