"""Genres (own choice): donor medicine clinic letter to GP; post-donation information (PDI) report."""
import clinical as K
import pools as P
from common import age, footer, letterhead, sig

CLINIC_REASONS = [
    ("infection", "Confirmed {dis} infection detected on routine donor screening"),
    ("hh", "Hereditary haemochromatosis (C282Y homozygous) - therapeutic venesection via donor programme"),
    ("poly", "Raised haemoglobin / haematocrit at repeated donor screening - ? secondary polycythaemia"),
    ("alt", "Persistently raised ALT on donor testing (fatty liver likely)"),
    ("gilbert", "Isolated unconjugated hyperbilirubinaemia - Gilbert's syndrome"),
    ("iron", "Iron deficiency without anaemia in a high-frequency donor (ferritin {fer} ug/L)"),
    ("plt", "Low platelet count on apheresis pre-count - for haematology review"),
]


def clinic_letter(c, d):
    p = c.person(amin=19, amax=72)
    cons = c.staff(doctor=True)
    gp = c.staff(doctor=True)
    key, dx = c.ch(CLINIC_REASONS)
    mk, dis, conf = c.ch(K.MARKERS[:8])
    dx = dx.format(dis=dis, fer=c.r.randint(4, 12))
    centre = letterhead(c, d, web=False)
    d.t("\n%s\n" % c.ch(["Donor Medicine Clinic", "Donor Counselling Clinic", "Donor Health Review Clinic", "Therapeutic Donation Clinic"]))
    d.t("Consultant: ").nm(cons, "DOCTOR", c.ch(["dr_full", "full"])).t("\n")
    clin = c.days(-c.r.randint(1, 10))
    d.w("Clinic date: {DATE}   Dictated: {DATE}   Typed: {DATE}\n", c.fd(clin), c.fd(clin, "num_short"),
        c.fd(c.today, "num_short"))
    typist = c.staff()
    d.p(("%s%s" % (cons.first[0], cons.last[0])).upper(), "DOCTOR").t("/")
    d.p(typist.form("inits_lc")[1], "DOCTOR").t("\n\n")
    d.t("Private and confidential\n")
    d.nm(gp, "DOCTOR", c.ch(["dr_full", "dr_last"])).t("\n").p(c.gp(), "HOSPITAL").t("\n")
    c.addr(d, style="block")
    d.t("\n\n")
    d.t("Dear ").nm(gp, "DOCTOR", c.ch(["dr_last", "dr_dot_last"])).t(",\n\n")
    d.t("Re: ").nm(p, "PATIENT", c.ch(["t_full", "full", "upper"]))
    d.w("  DOB {DATE}", c.dob_str(p))
    if c.chance(0.7):
        d.w("  %s {HEALTHPLAN}" % c.ch(c.health_id_label()), c.health_id())
    d.t("\n     ")
    c.addr(d)
    d.w("\n     Donor no. {MRN}\n\n", c.donor_no())
    d.t("Diagnosis / outcome:\n1. %s\n2. %s\n\n" % (dx, c.ch([
        "Permanently withdrawn from the donor panel", "May continue to donate - review in 12 months",
        "Temporarily deferred pending GP investigation", "Accepted as therapeutic donor, 12-weekly"])))
    d.t("I saw ").nm(p, "PATIENT", c.ch(["t_last", "first", "t_last"])).t(", a ")
    d.w("{AGE}-year-old {PROFESSION}", str(p.age), p.prof)
    d.t(", in clinic today%s. " % c.ch(["", " at our " + c.ch(["central", "regional"]) + " centre"]))
    if c.chance(0.5):
        d.t("They have donated since ").w("{DATE}", c.fd(c.days(-c.r.randint(800, 9000)), c.ch(["year", "month_year"])))
        d.t(" (%d donations). " % c.r.randint(3, 120))
    if c.chance(0.4):
        rel = c.ch(["partner", "wife", "husband", "sister", "mother", "friend"])
        fam = c.person(amin=18, amax=80)
        d.w("%s was accompanied by %s {FAMILY}. " % (c.ch(["They", "The donor"]), rel), fam.form(c.ch(["first", "full"]))[1])
    d.t("\n\n")
    if key == "infection":
        d.w("The donation on {DATE} (DIN {IDNUM}) was repeat reactive for %s; %s. " % (mk, conf),
            c.fd(c.days(-c.r.randint(14, 45))), c.din())
        d.w("The previous donation on {DATE} was negative. ", c.fd(c.days(-c.r.randint(100, 400))))
        d.t("\n\nRisk exploration: ")
        k = c.r.randint(0, 2)
        if k == 0:
            d.w("born in {COUNTRY}, moved here in {DATE}; ", c.ch(P.TRAVEL_MALARIA + P.TRAVEL_OTHER), c.fd(c.days(-c.r.randint(2000, 9000)), "year"))
        elif k == 1:
            d.w("tattoo in {CITY} {DATE}; ", c.city(), c.fd(c.days(-c.r.randint(200, 600)), c.ch(["month_year", "mon_year"])))
        else:
            d.w("dental treatment in {COUNTRY} in {DATE}; ", c.ch(P.TRAVEL_OTHER), c.fd(c.days(-c.r.randint(200, 700)), "month_year"))
        d.t("no history of injecting drug use. %s\n\n" % c.ch(["New partner in the last year.", "Long-term monogamous relationship.", ""]))
        d.t("We discussed the result, the natural history and treatment options, transmission risk and partner testing. "
            "Lookback procedures have been started for previous donations (case ")
        d.p(c.case_no("LB"), "IDNUM").t(").\n\n")
        d.t("Plan: I have referred %s to " % c.ch(["them", "the donor"]))
        spec = c.staff(doctor=True)
        d.nm(spec, "DOCTOR", c.ch(["dr_full", "dr_last"]))
        d.w(", %s, {HOSPITAL}. " % c.ch(["hepatology", "infectious diseases", "sexual health (GUM)", "virology"]), c.hospital())
        d.t("Partner testing offered via the sexual health clinic.\n\n")
    elif key == "hh":
        d.t("Ferritin %d ug/L, transferrin saturation %d%%. HFE genotype C282Y/C282Y. LFTs normal. "
            "Eligible as a therapeutic donor: venesection every %d weeks until ferritin < 50, with units issued for transfusion. "
            "Hb threshold as for other donors.\n\n" % (c.r.randint(300, 1400), c.r.randint(50, 92), c.ch([2, 4, 12])))
    elif key == "poly":
        d.t("Hb %s / Hct 0.%d on two occasions. Smoker %d pack-years; no JAK2 testing yet. BMI %d. "
            "Please arrange JAK2 V617F, EPO level and consider sleep study. Deferred until reviewed.\n\n" % (
                c.hb(sex="M")[0], c.r.randint(52, 58), c.r.randint(5, 30), c.r.randint(27, 38)))
    elif key == "alt":
        d.t("ALT %d, %d and %d U/L over 6 months; HBV/HCV negative; alcohol %d units/week. Ultrasound suggested. "
            "Plasma not suitable for fractionation while ALT > 2x ULN.\n\n" % (c.r.randint(80, 160), c.r.randint(80, 160),
                                                                          c.r.randint(80, 160), c.r.randint(0, 30)))
    elif key == "gilbert":
        d.t("Bilirubin %d umol/L (unconjugated), other LFTs normal, no haemolysis (retic, LDH, haptoglobin normal). "
            "Consistent with Gilbert's syndrome; may continue to donate.\n\n" % c.r.randint(24, 48))
    elif key == "iron":
        d.t("Five donations in 12 months. Hb normal; ferritin low. Advised ferrous sulfate 200 mg once daily or alternate days "
            "for 12 weeks; donation interval extended to 16 weeks.\n\n")
    else:
        d.t("Pre-count %d x10^9/L (previously 190-230). No bleeding history, no ITP symptoms, not on aspirin. "
            "Repeat FBC and film requested; withdrawn from the platelet panel meanwhile.\n\n" % c.r.randint(110, 149))
    d.t("%s\n\n" % c.ch(["Yours sincerely", "With kind regards", "Yours sincerely"]))
    sig(c, d, cons, doctor=True, lic=c.chance(0.6))
    d.t("\ncc: ").nm(p, "PATIENT", c.ch(["t_full", "t_last"]))
    if c.chance(0.5):
        d.t(" (copy to donor at home address)")
    d.t("\n")
    footer(c, d)


def pdi_report(c, d):
    p = c.person()
    illness, action = c.ch(K.POST_DONATION_ILLNESS)
    ref = c.case_no("PDI")
    don = c.days(-c.r.randint(1, 10))
    d.t(c.ch(["POST-DONATION INFORMATION (PDI) REPORT", "Post Donation Information - Record & Component Action",
              "PDI / product recall worksheet"]) + "\n")
    rep = c.ch(["donor", "family", "gp"])
    chan = {"donor": ["phone call", "email", "contact centre transfer", "app message"],
            "family": ["phone call", "contact centre transfer"], "gp": ["GP letter", "fax", "phone call"]}[rep]
    d.w("PDI ref: {IDNUM}    Received: {DATE} %02d:%02d via %s\n" % (c.r.randint(7, 21), c.r.randint(0, 59), c.ch(chan)),
        ref, c.fd(c.today, c.ch(["num", "iso", "dmy_abbr"])))
    d.t("Reported by: ")
    if rep == "donor":
        d.t("donor (self)\n")
    elif rep == "family":
        fam = c.person(amin=18, amax=85)
        rel = c.ch(P.RELATIONS[:9])
        d.w("donor's %s, {FAMILY}, tel {PHONE}\n" % rel, fam.form(c.ch(["full", "first"]))[1], c.phone("mobile") if c.c not in ("US", "CA") else c.phone())
    else:
        gp = c.staff(doctor=True)
        d.nm(gp, "DOCTOR", c.ch(["dr_full", "dr_last"])).w(", {HOSPITAL}, fax {FAX}\n", c.gp(), c.phone())
    d.t("\nDonor: ").nm(p, "PATIENT", c.ch(["lf", "full", "lfm"]))
    d.w("   Donor no: {MRN}   DOB: {DATE}\n", c.donor_no(), c.dob_str(p))
    if c.chance(0.6):
        d.w("Contact: {PHONE}", c.phone())
        if c.chance(0.5):
            d.w("  /  {EMAIL}", c.email(p))
        d.t("\n")
    venue = c.chance(0.5)
    d.w("Donation: {DATE} at ", c.fd(don))
    if venue:
        d.w("{LOCATION_OTHER}, {CITY}", c.venue(), c.city())
    else:
        d.w("{HOSPITAL}", c.centre())
    din = c.din()
    d.w("   DIN {IDNUM}   Type: %s\n" % c.ch(["WB", "WB", "Apheresis PLT", "Plasma"]), din)
    d.t("\nInformation: donor %s.\n" % illness)
    d.t("MO assessment: %s.\n" % action)
    mo = c.staff(doctor=True)
    d.t("MO: ").nm(mo, "DOCTOR", c.ch(["dr_full", "dr_last", "full"]))
    d.w("  (on call, bleep {PHONE})\n", c.pager())
    d.t("\nCOMPONENT STATUS\nComponent | Code | Location | Action\n")
    for comp, code in c.r.sample(list(zip(["Red cells", "Platelets", "Plasma (FFP)", "Cryo", "Plasma for fractionation"],
                                             ["E0336V00", "E3845V00", "E2555V00", "E4507V00", "E7644V00"])), c.r.randint(2, 4)):
        d.t("%s | %s | " % (comp, code))
        k = c.r.randint(0, 2)
        if k == 0:
            d.w("in stock, {HOSPITAL} | quarantined\n", c.ch([c.centre(), c.lab()]))
        elif k == 1:
            h = c.hospital()
            d.w("issued to {HOSPITAL} {DATE} | ", h, c.fd(c.days(-c.r.randint(0, 3)), c.ch(["dm", "num"])))
            d.t(c.ch(["transfused - hospital notified, recipient follow-up requested", "recalled - returned unused",
                      "recalled - already transfused", "hospital asked to quarantine"]))
            if c.chance(0.6):
                hc = c.staff()
                d.t(" (spoke to ").nm(hc, "DOCTOR", c.ch(["full", "first", "i_last"])).w(", {PHONE})", c.phone("ext"))
            d.t("\n")
        else:
            d.t("fractionation pool | manufacturer informed\n")
    d.w("\nRecall notice: {IDNUM}\n", c.case_no("RCL"))
    d.t("Donor status: %s" % c.ch(["temporary deferral until ", "deferred until ", "reinstatement after "]))
    d.w("{DATE}\n", c.fd(c.days(c.ch([28, 60, 91, 182])), c.ch(["num", "long", "med"])))
    st = c.staff()
    d.t("Actions completed by: ").nm(st, "DOCTOR", c.ch(["full", "inits3", "i_last"]))
    d.w("  {DATE} %02d:%02d\n" % (c.r.randint(8, 22), c.r.randint(0, 59)), c.fd(c.today, c.ch(["num", "num_short", "iso"])))
    if c.chance(0.35):
        d.w("Entered in %s by {USERNAME} from workstation {IPADDR}\n" % c.ch(["eProgesa", "BECS", "donor system", "PULSE"]),
            c.username(st), c.ip())
    footer(c, d)
