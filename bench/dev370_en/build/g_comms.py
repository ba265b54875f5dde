"""Communications: coordinator telephone log, survivorship care plan, home spirometry report,
patient portal thread."""
import datetime as dt

from common import ch, rn, pr, sample, shuffled
import ctx as X
import blocks as B
import clin as K

TD = dt.timedelta


def hm():
    return "%02d:%02d" % (rn(7, 19), rn(0, 59))


def caller(d, c):
    f = B.fam(c)
    if f and pr(0.45):
        d.f("{r} {FAMILY:n} ({PHONE:p})", r=f[0], n=ch([f[1].first, f[1].full]),
            p=c.nok_phone)
    else:
        d.t("patient")
        if pr(0.6):
            d.f(" on {PHONE:p}", p=ch([c.pt_phone, c.pt_phone2]))


def _e_fever(d, c):
    d.t("Temp %s at home, %s. Advised attend " % (K.f1(37.6, 39.2), ch(
        ["rigors", "productive cough", "no focus", "sore throat"])))
    d.p(ch([c.centre.name, c.local.name]), "HOSPITAL")
    d.t(" ED via triage; alerted %s. %s\n" % (
        ch(["on-call haem reg", "BMT ward", "AMU"]),
        ch(["GCS 15, no rash.", "Glasgow Coma Scale 15/15 per caller.", "Stool Bristol type 6 "
            "x4 today.", "If drowsy call %s." % {"UK": "999", "US": "911", "CA": "911",
                                                 "AU": "000", "NZ": "111", "IE": "112"}[
            c.country]])))


def _e_ptcall(d, c):
    d.t("Pt ")
    d.p(c.v["ptinit"], "PATIENT")
    d.t(" asked about %s. Advised %s.\n" % (
        ch(["St John's wort for low mood", "grapefruit juice", "a herbal sleep remedy",
            "turmeric capsules"]), ch(["avoid - interacts with tacrolimus (CYP3A4)",
                                       "check with pharmacy first", "not recommended"])))


def _e_level(d, c):
    d.t("Tacrolimus level %s ug/L (%s). Discussed with " % (K.f1(2, 16), ch(
        ["target 5-8", "taken 14h post dose", "pre-dose"])))
    B.dname(d, c, ch([c.cons, c.reg]), form=ch(["last", "init"]))
    d.t(" - %s.\n" % ch(["no change", "reduce to 1 mg BD", "repeat Thursday"]))


def _e_pharm(d, c):
    d.t("Repeat %s - %s. Script sent to " % (ch(["posaconazole", "ruxolitinib", "aciclovir",
                                                 "ciclosporin"]),
                                             ch(["supply runs out Friday", "pharmacy out of "
                                                 "stock", "new strength"])))
    d.p(c.pharm_site.name, "HOSPITAL")
    d.f(" ({PHONE:p}), ref {IDNUM:r}.\n", p=c.pharm_site.phone, r=X.idnum("script"))


def _e_vacc(d, c):
    d.t("Practice nurse at ")
    d.p(c.gp_site.name, "HOSPITAL")
    d.f(" asking whether {v} can be given. Confirmed {a}; schedule faxed to {FAX:f}.\n",
        v=ch(["MMR", "Shingrix", "flu vaccine", "PCV20"]), a=ch(["yes", "not yet - wait for "
                                                                 "24m bloods", "yes, inactivated"]),
        f=c.gp_site.fax)


def _e_transport(d, c):
    d.f("Parking: asked for permit for {VEHICLE:r} for ECP/clinic days. Form sent.\n",
        r=X.vehicle(c.country))


def _e_address(d, c):
    a = X.address(c.country)
    d.t("Change of address: ")
    B.addr_inline(d, a)
    d.t(". Updated on PAS; ")
    d.p(c.gp_site.name, "HOSPITAL")
    d.t(" informed.\n")


def _e_email(d, c):
    d.f("New e-mail for letters: {EMAIL:e}. Consent for e-mail correspondence recorded.\n",
        e=X.email_patient(c.pt))


def _e_insurer(d, c):
    d.f("{ORGANIZATION:o} rang re pre-authorisation for {x}; policy {HEALTHPLAN:p}. "
        "Letter to follow.\n", o=c.insurer, x=ch(["belumosudil", "ECP", "IVIG", "DEXA"]),
        p=X.healthplan(c.country)[1] if c.country != "UK" else "PMI" + X.digits(8))


def _e_rash(d, c):
    d.t("New %s rash over %s. Photos via %s. " % (ch(["itchy", "blotchy", "scaly"]),
                                                  ch(["forearms", "chest", "back", "hands"]),
                                                  ch(["portal", "e-mail", "text"])))
    d.t("Booked into cGvHD clinic ")
    d.p(c.D(X.wkday(c.cday + TD(days=rn(1, 5))), ch(["wd", c.ds])), "DATE")
    d.t(".\n")


def _e_lab(d, c):
    d.f("Lab called: chimerism sample {IDNUM:s} haemolysed/unlabelled - needs repeat. "
        "Patient informed.\n", s=X.idnum("spec"))


def _e_work(d, c):
    if c.job and not c.retired:
        d.f("Asked for fit note / letter for employer ({ORGANIZATION:e}); works as "
            "{PROFESSION:j}. Passed to ", e=c.employer, j=c.job)
    else:
        d.t("Asked for letter for travel insurance. Passed to ")
    B.dname(d, c, c.cns, form="first", title=False)
    d.t(".\n")


def _e_appt(d, c):
    d.f("Cannot attend {DATE:a} - {w}. Rebooked {DATE:b} {t}.\n",
        a=c.D(X.wkday(c.cday + TD(days=rn(1, 10)))), w=ch(["childcare", "no transport",
                                                            "working", "unwell", "funeral"]),
        b=c.D(X.wkday(c.cday + TD(days=rn(11, 30))), ch([c.ds, "wd"])),
        t="%02d:%s" % (rn(8, 16), ch(["00", "15", "30", "45"])))


EVENTS = [_e_ptcall, _e_fever, _e_level, _e_pharm, _e_vacc, _e_transport, _e_address, _e_email,
          _e_insurer, _e_rash, _e_lab, _e_work, _e_appt]


def phone_log(d, c):
    v = c.v
    d.t(ch(["TRANSPLANT COORDINATOR TELEPHONE LOG\n", "BMT Coordinators - Telephone Contact "
            "Record\n", "Telephone encounter log (LTFU)\n"]))
    d.p(c.centre.name, "HOSPITAL")
    d.f(" - coordinators' line {PHONE:h}\n\n", h=c.hotline)
    B.pt_banner(d, c, ch([0, 2, 4]))
    d.t("\n")
    day = c.visit - TD(days=rn(10, 40))
    evs = sample(EVENTS, rn(3, 6))
    for i, e in enumerate(evs):
        day = X.wkday(day + TD(days=rn(0, 9)))
        c.cday = day
        d.p(c.D(day, ch([c.ds, c.ds, "wd"])), "DATE")
        d.t(" %s  %s  " % (hm(), ch(["IN", "OUT", "Incoming", "Call-back"])))
        d.t("Caller: " if pr(0.5) else "")
        if e in (_e_vacc, _e_insurer, _e_lab):
            d.t("external\n  ")
        else:
            caller(d, c)
            d.t("\n  ")
        e(d, c)
        d.t("  Logged: ")
        p = ch([c.coord, c.cns])
        if pr(0.5):
            d.p(X.username(p), "USERNAME")
        else:
            d.p(ch([p.init2, p.first, p.full]), "DOCTOR")
        d.t("\n\n")
    if pr(0.4):
        d.t("Out-of-hours: patient reminded to use the 24h line ")
        d.p(c.hotline, "PHONE")
        d.t(".\n")


def care_plan(d, c):
    v = c.v
    d.t(ch(["SURVIVORSHIP CARE PLAN\n", "Your Survivorship Care Plan after Blood and Marrow "
            "Transplant\n", "Treatment Summary & Survivorship Care Plan\n"]))
    d.p(c.centre.name, "HOSPITAL")
    d.t("\n\n")
    d.f("Prepared for: {PATIENT:ptfull}   Date of birth: {DATE:dob}   MRN: {MRN:mrn}\n")
    d.t("Prepared by: ")
    d.p(c.cns.full, "DOCTOR")
    d.t(" with %s " % c.dr)
    d.p(c.cons.last, "DOCTOR")
    d.f("   Date: {DATE:visit}\n\n")
    d.t("YOUR CARE TEAM\n")
    d.t("  Transplant doctor:  %s " % c.dr)
    d.p(c.cons.full, "DOCTOR")
    d.f("  tel {PHONE:p}\n", p=X.phone(c.country, "work"))
    d.t("  Late effects nurse: ")
    d.p(c.cns.full, "DOCTOR")
    d.f("  {EMAIL:e}\n", e=X.email_person(c.cns, c.centre.host))
    d.t("  Coordinator:        ")
    d.p(c.coord.full, "DOCTOR")
    d.f("  {PHONE:p}\n", p=c.hotline)
    d.t("  %s:%s" % ({"US": "Primary care", "CA": "Family doctor"}.get(c.country, "GP"),
                     " " * 10))
    d.t(c.dr + " ")
    d.p(c.gp.full, "DOCTOR")
    d.t(", ")
    d.p(c.gp_site.name, "HOSPITAL")
    d.f(", {PHONE:p}\n", p=c.gp_site.phone)
    if pr(0.5):
        d.t("  Pharmacy:           ")
        d.p(c.pharm_site.name, "HOSPITAL")
        d.t("\n")
    d.t("\nTREATMENT SUMMARY\n")
    d.f("  Diagnosis: {dx}, diagnosed {DATE:dxd} at {HOSPITAL:l}\n", l=c.local.name)
    d.t("  Chemotherapy: %s\n" % ch([
        "7+3 (daunorubicin cumulative 270 mg/m2), HiDAC x2", "UKALL-style induction, "
        "doxorubicin 300 mg/m2 cumulative", "azacitidine x6 cycles", "ABVD x6 then ICE, BEAM auto",
        "R-CHOP x6, R-DHAP x2", "none (ATG/ciclosporin for SAA)", "hydroxycarbamide"]))
    d.t("  Radiotherapy: %s\n" % ch(["TBI 12 Gy in 6 fractions", "TBI 2 Gy single fraction",
                                     "none", "involved-site RT 30 Gy mediastinum"]))
    d.f("  Transplant: {DATE:hct}, {hla} {src}, conditioning {cond}, CD34 dose {cd} x10^6/kg\n",
        src=c.source, cd=K.f1(2.1, 8.9))
    d.t("  GvHD prophylaxis: %s\n" % c.proph)
    if pr(0.4):
        d.t("  Complications: %s\n" % ch([
            "hepatic SOS/VOD (modified Seattle criteria), resolved with defibrotide",
            "aGvHD grade II skin (MAGIC), steroid-responsive", "CMV reactivation x2",
            "BK cystitis", "EBV-PTLD treated with rituximab", "TA-TMA, resolved"]))
    if pr(0.5):
        d.f("  Central line: Hickman removed {DATE:r}", r=c.D(c.pre(c.hct + TD(days=rn(40, 200)))))
        if pr(0.5):
            d.f("; port in situ, SN {DEVICE:s}", s=X.device_sn("port"))
        d.t("\n")
    d.t("\nRECOMMENDED FOLLOW-UP\n")
    d.t("  Test | How often | Next due\n")
    for t, f in sample([("Blood count, kidney, liver", "every 3-6 months"), ("Thyroid tests",
                                                                               "yearly"),
                        ("Lipids and diabetes check", "yearly"), ("Bone density (DEXA)",
                                                                  "every 2 years"),
                        ("Eye check (cataract)", "yearly"), ("Skin check", "yearly"),
                        ("Breast screening (after TBI)", "yearly from age 25"),
                        ("Lung function", "yearly"), ("Dental", "6-monthly"),
                        ("Echocardiogram", "every 5 years")], rn(5, 8)):
        d.t("  %s | %s | " % (t, f))
        d.p(c.D(c.visit + TD(days=rn(30, 700)), ch(["my", c.ds])), "DATE")
        d.t("\n")
    d.t("\nHEALTHY LIVING\n  Sun protection; no smoking; food hygiene; exercise 150 min/week; "
        "limit alcohol to 14 units.\n")
    d.t("\nSUPPORT AND INFORMATION\n")
    d.f("  Patient portal: {URL:u}\n", u=c.portal)
    if pr(0.6):
        d.f("  Peer support: {ORGANIZATION:o} - {URL:u}\n", o=c.charity,
            u="https://www." + c.charity.split()[0].lower().replace("&", "") + ".example.org")
    if pr(0.3):
        d.f("  Local group meets at {ORGANIZATION:o}, {CITY:ci}\n", o=c.church, ci=c.addr.city)
    if pr(0.5):
        d.t("  Work and money: ")
        if c.job and not c.retired:
            d.f("you told us you work as {aj} {PROFESSION:j}; ask for a fit note any time.\n",
                j=c.job)
        else:
            d.t("benefits advice via the social worker.\n")
    d.t("\nThis plan was discussed with ")
    f = B.fam(c)
    if f and pr(0.6):
        d.f("you and your {r}, {FAMILY:n}", r=f[0], n=f[1].first)
    else:
        d.t("you")
    d.f(" on {DATE:x}.\n", x=c.D(c.visit, ch(["long", c.ds])))
    d.t("Signature: ______________   Copy sent to ")
    d.p(c.gp_site.name, "HOSPITAL")
    d.t("\n")


def spirometry(d, c):
    v = c.v
    d.t(ch(["HOME SPIROMETRY MONITORING REPORT\n", "Remote FEV1 monitoring - BOS surveillance\n",
            "Home spirometry weekly summary\n"]))
    d.p(c.centre.name, "HOSPITAL")
    d.t(" - %s\n\n" % ch(["Respiratory Physiology", "Lung Function Unit", "BMT / Respiratory "
                                                                          "joint clinic"]))
    B.pt_banner(d, c, ch([0, 2, 3]))
    d.f("Device: {m}, SN {DEVICE:s}\n", s=X.device_sn("spiro"), m=ch([
        "Bluetooth handheld spirometer", "Spirobank Smart (Bluetooth)", "Air Next spirometer",
        "handheld turbine spirometer"]))
    d.f("App account: {USERNAME:u}   Last sync: {DATE:l} {t}", u=c.pt_user, l=c.D(c.visit),
        t=hm())
    if pr(0.7):
        d.f(" from {IPADDR:i}", i=X.ipaddr())
    d.t("\n")
    base = float(K.f1(2.1, 4.4, 2))
    bd = c.hct - TD(days=rn(10, 40))
    d.f("Pre-HCT baseline ({DATE:b}): FEV1 {f} L ({p}% pred), FVC {v} L\n", b=c.D(bd),
        f="%.2f" % base, p=rn(78, 108), v="%.2f" % (base * 1.25))
    d.t("\nDate        FEV1 (L)  FVC (L)  % baseline  Grade\n" if pr(0.5) else
        "\nDate | FEV1 | FVC | % base | QC\n")
    day = c.visit - TD(days=rn(14, 40))
    drop = pr(0.45)
    rowfmt = ch([c.ds, "dmon", "dm"])
    for i in range(rn(5, 10)):
        day += TD(days=ch([1, 2, 3, 7]))
        if day > c.visit:
            break
        f = base * (1 - (0.02 * i if drop else 0.0) - 0.03 * (rn(0, 10) / 10))
        d.p(c.D(day, rowfmt), "DATE")
        d.t("  %.2f  %.2f  %d%%  %s\n" % (f, f * 1.27, round(100 * f / base), ch("AABBC")))
    d.t("\nAlert: ")
    if drop:
        d.f("FEV1 decline >10% from baseline confirmed on 3 readings. Patient contacted "
            "{DATE:x} on {PHONE:p}: {s}.\n", x=c.D(c.visit), p=c.pt_phone,
            s=ch(["mild exertional breathlessness", "dry cough, no fever", "asymptomatic"]))
        d.f("Action: full PFTs + inspiratory/expiratory HRCT at {HOSPITAL:h} {DATE:a}; "
            "inform {dr} {DOCTOR:r}. NIH lung score likely 1-2; LFS pending. Exclude infection "
            "(resp viral PCR).\n", h=ch([c.centre.name, c.local.name]),
            a=c.D(c.visit + TD(days=rn(2, 14))), dr=c.dr, r=c.resp.last)
    else:
        d.t("none. Readings within 10%% of baseline; adherence %d/%d days.\n" % (rn(5, 7), 7))
    d.t("\nReviewed by: ")
    d.p(c.physio.full if pr(0.5) else c.physio.init, "DOCTOR")
    d.t(ch([", Clinical Respiratory Physiologist", ", Respiratory Scientist", ", CRP"]))
    if pr(0.4):
        d.t(" / %s " % c.dr)
        d.p(c.resp.full, "DOCTOR")
    d.t("\n")


def portal_thread(d, c):
    v = c.v
    d.t(ch(["Secure Messages - ", "Patient portal conversation - ", "MyHealth message thread "
                                                                     "- "]))
    d.p(c.portal, "URL")
    d.f("\nThread ID {IDNUM:t}   Subject: {s}\n\n", t="MSG-" + X.digits(8), s=ch([
        "dry eyes again", "vaccine question", "blood test results?", "rash on arms",
        "can I go back to the gym", "travel insurance letter", "tacrolimus dose"]))
    t0 = c.visit - TD(days=rn(1, 20))
    d.t("From: ")
    d.p(c.pt.full, "PATIENT")
    d.f(" <{EMAIL:e}> (user {USERNAME:u})\nSent: {DATE:s} {t}\nTo: {team}\n\n",
        e=c.pt_email, u=c.pt_user, s=c.D(t0, ch([c.ds, "wd"])), t=hm(),
        team=ch(["BMT Late Effects Team", "Transplant Nurses", "LTFU inbox"]))
    d.t(ch(["Hi, ", "Hello, ", "Dear team, ", "hi all, "]))
    d.t("it's ")
    d.p(ch([c.pt.first, c.pt.nick]), "PATIENT")
    d.t(" (DOB ")
    d.p(c.D(c.dob), "DATE")
    d.t("). ")
    body = []
    part = ch(["eyes", "mouth", "forearms", "joints", "skin"])
    body.append(lambda: d.t("My %s %s been %s since %s. " % (
        part, "has" if part in ("mouth", "skin") else "have",
        ch(["really sore", "worse", "tight", "dry"]),
        ch(["the weekend", "last week", "I dropped the pred"]))))
    f = B.fam(c)
    if f:
        body.append(lambda: d.f("My {r} {FAMILY:n} thinks I should come in. ", r=f[0],
                                n=f[1].first))
    if c.job and not c.retired and pr(0.6):
        body.append(lambda: d.f("I'm back at {ORGANIZATION:e} as {aj} {PROFESSION:j} on "
                                "{DATE:x} - is that ok? ", e=c.employer, j=c.job,
                                x=c.D(c.visit + TD(days=rn(5, 30)), ch(["dmon", "wd"]))))
    if pr(0.4):
        body.append(lambda: d.f("We're flying to {COUNTRY:co} for {DATE:h}. ",
                                co=ch(["Samoa", "India", "Poland", "Nigeria", "Italy", "Fiji",
                                       "Vietnam", "Ireland", "Tonga", "Pakistan"]),
                                h=ch(["Christmas", "Easter", "Eid", "Diwali", "New Year",
                                      "Thanksgiving" if c.us else "Hogmanay"])))
    if pr(0.4):
        body.append(lambda: d.f("You can ring me on {PHONE:p} after 3. ", p=c.pt_phone))
    for b in shuffled(body):
        b()
    d.t(ch(["Thanks", "Cheers", "Many thanks", "thx"]) + "\n")
    d.p(ch([c.pt.first, c.pt.nick, c.v["ptinit"]]), "PATIENT")
    d.t("\n\n----\n")
    t1 = t0 + TD(days=rn(0, 2))
    p = ch([c.cns, c.coord])
    d.t("From: ")
    d.p(p.full, "DOCTOR")
    d.f(", {r}\nSent: {DATE:s} {t}\n\n", r=B.role(c, ch(["cns", "coord"])), s=c.D(t1), t=hm())
    d.t(ch(["Dear ", "Hi ", "Hello "]))
    d.p(c.pt.first, "PATIENT")
    d.t(",\n")
    d.t(ch(["Thanks for your message. ", "Sorry to hear this. "]))
    d.t(ch(["This sounds like it could be GvHD activity, so we'd like to see you in clinic ",
            "Your bloods from last week were fine - tacrolimus 6.1, kidneys stable. Next check ",
            "Inactivated vaccines are fine but please avoid live ones until we say. Next dose ",
            "Please don't stop the steroid suddenly. We have booked you "]))
    d.p(c.D(X.wkday(t1 + TD(days=rn(1, 10))), ch(["wd", c.ds, "long"])), "DATE")
    d.t(". ")
    if pr(0.5):
        d.t("If you develop a fever over 38 call the 24h line on ")
        d.p(c.hotline, "PHONE")
        d.t(" straight away. ")
    if pr(0.4):
        d.f("Leaflet: {URL:u}", u=c.res_url)
    d.t("\nBest wishes,\n")
    d.p(p.first, "DOCTOR")
    d.t("\n")
    if pr(0.6):
        d.f("\n[portal audit] {DATE:a} {t} login {USERNAME:u} from {IPADDR:i}; 2FA by SMS to "
            "{PHONE:p}\n", a=c.D(t0, "iso"), t=hm(), u=c.pt_user, i=X.ipaddr(), p=c.pt_phone)
    if pr(0.3):
        k = ch(["finger", "face"])
        d.f("{w} login enabled (template {BIOID:b}).\n", w="Fingerprint" if k == "finger" else
            "Face", b=X.bioid(k))
