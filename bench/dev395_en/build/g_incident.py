"""Genres: pressure ulcer incident report; photography consent and record."""

import world
import pools
import clin
from blocks import (date, dob, age, pname, sname, family, addr_line,
                    site_header, hp_line, id_strip, demographics, gp_line,
                    nok_line, signature, older)
from doc import pick, chance, sample

SYSTEMS = {"UK": ["Datix", "InPhase", "Ulysses"], "US": ["RL6", "MIDAS", "Safety Event Reporting"],
           "Australia": ["RiskMan", "ims+", "PRIME CI"], "Canada": ["RL6", "BC PSLS", "AIMS"],
           "Ireland": ["NIMS", "Datix"], "New Zealand": ["Safety1st", "RiskMan"]}

CAMERAS = ["Olympus TG-6", "Nikon Coolpix W300", "iPad 9th gen (service-issued)", "Samsung Galaxy Tab A8",
           "MolecuLight i:X", "Silhouette Star 2", "eKare inSight", "iPhone SE (clinical)",
           "Canon EOS 250D"]
APPS = ["WoundMatrix", "Tissue Analytics", "Minuteful for Wound", "Swift Skin and Wound",
        "Wound Navigator", "PhotoCapture v4", "MedCam Secure"]


def incident(c):
    rng = c.rng
    cc = c.cc
    T = c.T
    when = c.when
    pt = c.pt
    hosp = world.site(rng, cc, pick(rng, ["hospital", "hospital", "home", "team"]))
    if chance(rng, 0.7):
        older(c, 60)
    rep = world.staff(rng, cc, pick(rng, ["dn", "dn", "hca", "tvn"]))
    mgr = world.staff(rng, cc, pick(rng, ["dn", "tvn"]))
    mgr["title_role"] = pick(rng, ["Ward Manager", "Team Leader", "Clinical Nurse Manager",
                                   "Nurse Unit Manager", "Director of Nursing"])
    system = pick(rng, SYSTEMS[cc])

    c.t(pick(rng, ["INCIDENT REPORT - %s" % T["pu"].upper(),
                   "%s: Patient Safety Incident (%s)" % (system, T["pu"]),
                   "Clinical Incident Form - Skin Integrity",
                   "SAFETY EVENT REPORT: %s" % T["pu"].upper()]))
    c.nl()
    c.t("Reference: ")
    c.p(world.idnum(rng, "incident"), "IDNUM")
    c.t("   System: " + system)
    c.nl()
    c.t("Date reported: ")
    date(c, when, "num")
    c.t("   Incident date: ")
    inc = when - world.days(rng.randrange(0, 3))
    date(c, inc, pick(rng, ["num", "abbr", "dow"]))
    c.t(" approx %02d:%02d" % (rng.randrange(0, 24), pick(rng, [0, 15, 30, 45])))
    c.nl()
    c.t("Location: ")
    c.p(hosp["name"], "HOSPITAL")
    if "Hospital" in hosp["name"] or "Infirmary" in hosp["name"]:
        c.t(", ")
        c.p(world.ward(rng), "HOSPITAL")
        c.t(pick(rng, [", bed ", " bay 4 bed ", " side room "]))
        c.p(str(rng.randrange(1, 30)), "LOCATION_OTHER")
    elif chance(rng, 0.5):
        c.t(pick(rng, [", room ", " Rm "]))
        c.p(str(rng.randrange(1, 60)), "LOCATION_OTHER")
    c.nl()
    c.t("Reported by: ")
    sname(c, rep, pick(rng, ["full", "full_cred"]))
    c.t(", " + rep["title_role"] + ", ext ")
    c.p(pick(rng, ["555", "5550", "5552"]) + world.digits(rng, 1), "PHONE")
    c.nl(2)
    c.t("PERSON AFFECTED" if chance(rng, 0.5) else "Person affected:")
    c.nl()
    c.t("Patient initials: ")
    pname(c, "initials")
    c.t("   " + T["mrn"] + ": ")
    c.p(pt["mrn"], "MRN")
    c.t("   Age: ")
    c.p(str(pt["age"]), "AGE")
    c.t("   Sex: " + pt["sex"])
    c.nl()
    in_hosp = "Hospital" in hosp["name"] or "Infirmary" in hosp["name"]
    adm = inc - world.days(rng.randrange(1, 25))
    if in_hosp:
        c.t("Admitted ")
        date(c, adm, "num")
        c.t(" from " + pick(rng, ["own home", "the ED", T["home"], "another hospital"]))
        if chance(rng, 0.5):
            c.t(" (")
            c.p(world.site(rng, cc, "home")["name"], "HOSPITAL")
            c.t(")")
        c.t(". Skin intact on admission: " + pick(rng, ["Y", "N - Category 1 heels",
                                                        "not documented"]))
    else:
        c.t(pick(rng, ["On caseload since ", "Resident since ", "Known to service since "]))
        date(c, adm - world.days(rng.randrange(30, 900)), pick(rng, ["num", "month"]))
        c.t(". Last documented skin check ")
        date(c, adm, pick(rng, ["num", "short"]))
        c.t(": " + pick(rng, ["intact", "blanching redness sacrum", "not recorded"]))
    c.nl(2)
    c.t("Description:")
    c.nl()
    site = clin.site(rng, "pressure")
    c.t("At %s skin inspection at %02d:%02d " % (pick(rng, ["the morning", "intentional rounding",
                                                            "the evening", "handover"]),
                                                 rng.randrange(6, 22), rng.randrange(60)))
    pname(c, pick(rng, ["title", "initials", "first", "first_initial"]))
    c.t(" was found to have %s to the %s measuring %s. " % (clin.art(clin.pu_category(rng, cc, T)),
                                                            site, clin.dims(rng)))
    c.t(pick(rng, [
        "Repositioning chart shows gaps of up to %d h overnight. " % rng.randrange(5, 11),
        "Patient on a static foam mattress; dynamic mattress requested but not delivered. ",
        "Related to %s. " % pick(rng, ["nasal cannula tubing", "anti-embolism stockings",
                                      "backslab cast", "NG tube", "CPAP mask", "urinary catheter"]),
        "Patient declined repositioning on several occasions (documented). ",
        "Prolonged time on a trolley in ED (%d h). " % rng.randrange(6, 20)]))
    c.t("; ".join(sample(rng, clin.SCORES, 2)) + ".")
    if chance(rng, 0.5):
        c.t(" " + clin.neg(rng))
    c.nl()
    if chance(rng, 0.5):
        c.t("Equipment order ")
        c.p(world.idnum(rng, "order"), "IDNUM")
        c.t(" placed ")
        date(c, inc - world.days(rng.randrange(1, 4)), "num")
        c.t(" with ")
        c.p(pick(rng, pools.EQUIP_SUPPLIERS), "ORGANIZATION")
        c.t("; mattress (asset ")
        c.p(world.device_serial(rng, "asset"), "DEVICE")
        c.t(") in place ")
        date(c, inc, "short")
        c.t(".")
        c.nl()
    c.nl()
    c.t("Immediate action taken:")
    c.nl()
    for a in sample(rng, ["SSKIN bundle commenced", "2-hourly repositioning",
                          "Heels offloaded", "Dressing applied: %s" % pick(rng, clin.DRESSINGS),
                          "TVN referral made", "Medical team informed",
                          "Photograph taken and uploaded", "Dietitian referral"],
                    rng.randrange(2, 5)):
        c.t("- " + a)
        c.nl()
    c.t("Harm: " + pick(rng, ["Low", "Moderate", "Severe", "No harm"]))
    c.nl(2)
    c.t("Being open / duty of candour:")
    c.nl()
    if chance(rng, 0.8):
        c.t("Discussed with ")
        if chance(rng, 0.5):
            c.t("patient and ")
        family(c, form=pick(rng, ["full", "title"]))
        c.t(" by ")
        sname(c, mgr, pick(rng, ["full", "initial_last"]))
        c.t(" on ")
        date(c, when + world.days(rng.randrange(0, 4)), pick(rng, ["num", "dow"]))
        tel = chance(rng, 0.5)
        c.t(" by telephone (" if tel else " in person; contact ")
        c.p(pt["nok"]["phone"], "PHONE")
        c.t(")." if tel else ".")
    else:
        c.t("Not yet - patient lacks capacity and no NOK contactable; GP ")
        c.p(world.site(rng, cc, "practice")["name"], "HOSPITAL")
        c.t(" informed.")
    c.nl()
    c.t("Safeguarding: ")
    if chance(rng, 0.4):
        c.t("concern raised - referral ref ")
        c.p(world.idnum(rng, "safeguarding"), "IDNUM")
        c.t(" (adult safeguarding decision guide applied).")
    else:
        c.t(pick(rng, ["not indicated per safeguarding decision guide.",
                       "N/A", "discussed with safeguarding lead - no enquiry."]))
    c.nl(2)
    c.t("Manager review: ")
    sname(c, mgr, "full")
    c.t(", " + mgr["title_role"] + " - " + pick(rng, [
        "After Action Review scheduled", "Rapid review / RCA required (Category 3+)",
        "local investigation", "Learning shared at safety huddle"]) + ", due ")
    date(c, when + world.days(rng.randrange(7, 45)), pick(rng, ["num", "long"]))
    c.t(".")
    c.nl()
    if chance(rng, 0.6):
        c.t("Handler: ")
        c.p(mgr["user"], "USERNAME")
        c.t("   Last updated ")
        date(c, when + world.days(rng.randrange(1, 10)), "num")
        c.t(" %02d:%02d" % (rng.randrange(8, 18), rng.randrange(60)))
        c.nl()


def photo_consent(c):
    rng = c.rng
    cc = c.cc
    T = c.T
    when = c.when
    pt = c.pt
    hosp = world.site(rng, cc, pick(rng, ["hospital", "clinic", "team"]))
    cl = world.staff(rng, cc, pick(rng, ["tvn", "dn", "podiatrist"]))
    photog = world.staff(rng, cc, pick(rng, ["tvn", "dn", "hca"]))
    cam = pick(rng, CAMERAS)
    app = pick(rng, APPS)

    c.t(pick(rng, ["CONSENT FOR CLINICAL PHOTOGRAPHY", "Wound Photography - Consent and Image Record",
                   "Consent to Clinical Images (wound care)", "MEDICAL PHOTOGRAPHY CONSENT FORM (Form MP1)"]))
    c.nl()
    c.p(hosp["name"], "HOSPITAL")
    c.t(" - " + pick(rng, ["Medical Illustration", "Tissue Viability", "Clinical Photography Service",
                           "Wound Care Service"]))
    c.nl(2)
    demographics(c, rich=chance(rng, 0.4))
    c.nl()
    c.t("Purpose of images (tick):")
    c.nl()
    opts = ["Clinical record / monitoring of wound", "Teaching within the organisation",
            "Publication (anonymised)", "Telehealth review by TVN/vascular team",
            "Incident investigation"]
    for o in opts:
        c.t("[%s] %s" % (pick(rng, ["x", "x", " ", "X"]), o))
        c.nl()
    c.nl()
    img_site = clin.site(rng)
    cap = chance(rng, 0.7)
    if cap:
        c.t("Patient statement: I, ")
        pname(c, pick(rng, ["full", "full_mi"]))
        c.t(", agree to photographs of my %s being taken for the purposes ticked above. "
            "I understand I may withdraw consent at any time." % img_site)
        c.nl()
        c.t("Signed: ")
        pname(c, pick(rng, ["initials", "full"]))
        c.t(" (signature)   Date: ")
        date(c, when, "num")
        c.nl()
    else:
        c.t("Patient lacks capacity to consent (%s " % ("MCA assessment" if cc in ("UK", "Ireland") else "capacity assessment"))
        date(c, when - world.days(rng.randrange(0, 10)), "num")
        c.t("). Best-interests decision. Person consulted: ")
        family(c, form="full", rel=False)
        c.t(", " + pt["nok"]["rel"] + pick(rng, [" (LPA)", " (NOK)", " (EPOA)", ""]))
        c.t(", tel ")
        c.p(pt["nok"]["phone"], "PHONE")
        c.nl()
    if chance(rng, 0.4):
        c.t("Interpreter: ")
        ip = world.person(rng)
        c.p(ip["first"] + " " + ip["last"], "DOCTOR")
        c.t(pick(rng, [" (Polish)", " (Punjabi)", " (Tongan)", " (Arabic)", " (Vietnamese)", " (Irish)"]))
        c.t(", ID badge ")
        c.p(world.digits(rng, 6), "IDNUM")
        c.nl()
    c.t("Consent obtained by: ")
    sname(c, cl, pick(rng, ["full_cred", "full"]))
    c.t(", " + cl["title_role"] + ", " + cl["lic"][0] + " ")
    c.p(cl["lic"][1], "LICENSE")
    c.nl(2)
    c.t("Device: %s, serial " % cam)
    c.p(world.device_serial(rng, "camera"), "DEVICE")
    if chance(rng, 0.5):
        c.t(" (asset ")
        c.p(world.device_serial(rng, "asset"), "DEVICE")
        c.t(")")
    c.t("   App: " + app)
    c.nl()
    c.t("Identity check: " + pick(rng, ["wristband + verbal DOB", "name/DOB with patient",
                                        "photo ID label in first frame"]))
    if chance(rng, 0.6):
        c.t("; biometric ID ")
        c.p(world.bioid(rng), "BIOID")
    c.nl(2)
    c.t("IMAGE LOG")
    c.nl()
    c.t("Date | Image ID | Site | View | Scale | Taken by")
    c.nl()
    d = when
    for _ in range(rng.randrange(2, 7)):
        date(c, d, pick(rng, ["num", "num2"]))
        c.t(" | ")
        c.p(world.idnum(rng, "image"), "IDNUM")
        c.t(" | %s | %s | %s | " % (img_site, pick(rng, ["overview", "close-up", "oblique",
                                                              "with ruler", "post-debridement",
                                                              "fluorescence (bacterial)"]),
                                    pick(rng, ["ruler", "L-scale", "none", "sticker"])))
        sname(c, pick(rng, [photog, cl]), pick(rng, ["initials", "full"]))
        c.nl()
        d = d + world.days(pick(rng, [0, 7, 7, 14, 28]))
    c.nl()
    c.t("Storage: uploaded to " + pick(rng, ["Medical Illustration archive", "PACS (media)",
                                             "the EPR media tab", "secure image server"]))
    c.t(" from workstation ")
    c.p(world.ipaddr(rng), "IPADDR")
    c.t(" by user ")
    c.p(photog["user"], "USERNAME")
    c.t(". Local copy deleted from device.")
    c.nl()
    if chance(rng, 0.5):
        c.t("Viewer link: ")
        c.p(world.url(rng, "media/" + world.digits(rng, 7)), "URL")
        c.nl()
    if chance(rng, 0.2):
        c.t("Consent withdrawn for teaching use on ")
        date(c, when + world.days(rng.randrange(5, 60)), "num")
        c.t(" - ")
        c.p(pt["first"], "PATIENT")
        c.t(" phoned the department.")
        c.nl()
    c.t("Queries: ")
    c.p(world.team_email(rng, pick(rng, ["medphoto", "clinicalimages", "tvn"])), "EMAIL")
    c.t(" / ")
    c.p(hosp["phone"], "PHONE")
    c.nl()
